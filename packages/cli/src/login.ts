import { deviceAuthorizationSchema, deviceTokenErrorSchema, deviceTokenSchema } from '@agentsy/contracts';
import { createApi, failureOf } from './api';
import { findSignIn, forgetSignIn, saveSignIn } from './credentials';
import { CliError } from './exit-codes';
import type { Io } from './io';

/**
 * `agentsy login`: the device flow of RFC 8628. The person approves the short code in a signed-in
 * browser while this polls, never sooner than the server's interval, longer after `slow_down`.
 */
export const login = async (io: Io, server: string) => {
  const api = createApi(io, server);
  const started = await api.json('/api/cli/device', deviceAuthorizationSchema, { method: 'POST' });
  io.out(`Open ${started.verificationUri} and enter the code ${started.userCode}`);
  io.out(`(or open ${started.verificationUriComplete})`);
  io.out('Waiting for approval…');

  let interval = started.interval;
  const deadline = Date.now() + started.expiresIn * 1000;
  while (Date.now() < deadline) {
    await io.sleep(interval * 1000);
    const res = await api.request('/api/cli/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceCode: started.deviceCode }),
    });
    const body = await res.json().catch(() => undefined);
    if (res.ok) {
      const token = deviceTokenSchema.parse(body);
      saveSignIn(io, server, token);
      io.out(`Signed in to ${server}. The sign-in lasts until ${token.expiresAt.slice(0, 10)}.`);
      return;
    }
    const refusal = deviceTokenErrorSchema.safeParse(body);
    if (!refusal.success) {
      throw new CliError('serverError', `${server} answered ${res.status} while waiting for approval.`);
    }
    const { error, message } = refusal.data;
    if (error === 'authorization_pending') continue;
    if (error === 'slow_down') {
      interval = refusal.data.interval ?? interval + 5;
      continue;
    }
    throw new CliError('signInFailed', message);
  }
  throw new CliError('signInFailed', 'The code expired before it was approved. Run `agentsy login` again.');
};

/**
 * `agentsy logout`: revokes the token on the server, then forgets it here. A token the server
 * already refuses is gone anyway; an unreachable server leaves it valid, which the person must
 * hear, so that case forgets the file and still ends with the unreachable exit code.
 */
export const logout = async (io: Io, server: string) => {
  const signIn = findSignIn(io, server);
  if (!signIn) {
    io.out(`Not signed in to ${server}.`);
    return;
  }
  const api = createApi(io, server, signIn.token);
  let res: Response;
  try {
    res = await api.request('/api/cli/token', { method: 'DELETE' });
  } catch (error) {
    forgetSignIn(io, server);
    const reason = error instanceof CliError ? error.message : String(error);
    throw new CliError(
      'unreachable',
      `${reason}\nSigned out on this computer only: the token stays valid until you revoke it ` +
        `under Settings › Security (${server}/settings).`,
    );
  }
  if (!res.ok && res.status !== 401) {
    const failure = await failureOf(res, server);
    throw new CliError(failure.reason, `${failure.message} Still signed in; run \`agentsy logout\` again.`);
  }
  forgetSignIn(io, server);
  io.out(
    res.ok
      ? `Signed out of ${server}; the token is revoked.`
      : `Signed out of ${server}; the token was already expired or revoked.`,
  );
};
