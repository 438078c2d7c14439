/**
 * Tells zod not to compile parsers with `new Function`. Its first object schema probes whether
 * eval is allowed, and under the page's CSP (scripts from 'self' only) that caught probe is still
 * reported as a violation, on every page whose code builds a schema. zod reads its settings from
 * this global when it loads, so they are set here, before any chunk that imports it, without
 * putting zod itself in the first load (the same as `z.config({ jitless: true })`).
 */
export const turnOffZodEval = () => {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
};
