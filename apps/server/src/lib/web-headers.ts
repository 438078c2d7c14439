import type { IncomingHttpHeaders } from 'node:http';

export const toWebHeaders = (headers: IncomingHttpHeaders) => {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) result.append(key, v);
  }
  return result;
};
