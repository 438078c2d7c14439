import pkg from '../package.json';

/** Sent as the user agent, so /activate shows which program asks to sign in. */
export const version: string = pkg.version;
