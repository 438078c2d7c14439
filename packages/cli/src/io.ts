/** What a command reads from and writes to the world; tests pass their own. */
export type Io = {
  env: Record<string, string | undefined>;
  cwd: string;
  /** The folder of the sign-in file when AGENTSY_HOME is not set. */
  homeDir: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Standard error, for the progress bar; undefined to draw none. */
  progressStream?: NodeJS.WritableStream;
  fetch: typeof fetch;
  /** Waits between sign-in polls. */
  sleep: (ms: number) => Promise<void>;
};
