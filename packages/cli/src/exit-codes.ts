/**
 * Every way the command can end, each with its own exit code so scripts can tell them apart.
 * 1 is the spec's code for a download or manifest that does not match its signature.
 */
export const exitCodes = {
  ok: 0,
  tampered: 1,
  usage: 2,
  notSignedIn: 3,
  notPurchased: 4,
  revoked: 5,
  unreachable: 6,
  badLockfile: 7,
  notFound: 8,
  signInFailed: 9,
  serverError: 10,
} as const;

export type ExitReason = keyof typeof exitCodes;

/** A failure the command explains in one message and ends with its exit code. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(
    readonly reason: ExitReason,
    message: string,
  ) {
    super(message);
    this.exitCode = exitCodes[reason];
  }
}
