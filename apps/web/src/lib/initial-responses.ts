/**
 * Answers to a page's first API reads, sent by the server inside the page's HTML as
 * `<script type="application/json" id="initial-responses">` (apps/server/src/modules/seo/
 * initial-responses.ts, decision 040), keyed by URL. Each is used once: the page renders without
 * a round trip, and any later read of the same URL (a refetch, another visit) asks the server.
 */
let answers: Map<string, unknown> | undefined;

const readAnswers = () => {
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-responses');
  const map = new Map<string, unknown>();
  if (!element?.textContent) return map;
  try {
    for (const [url, body] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>))
      map.set(url, body);
  } catch {
    // Unreadable: the page asks the server as it would without them.
  }
  element.remove();
  return map;
};

/**
 * Sets the answers directly, for the server's render of a page (server-render.tsx), which has
 * them at hand instead of in a document.
 */
export const provideInitialResponses = (entries: Record<string, unknown>) => {
  answers = new Map(Object.entries(entries));
};

/** Whether the page came with answers not used yet. */
export const hasInitialResponses = () => {
  answers ??= readAnswers();
  return answers.size > 0;
};

/** The inlined answer to GET `url`, once; `undefined` when there is none (left). */
export const takeInitialResponse = (url: string): { body: unknown } | undefined => {
  answers ??= readAnswers();
  if (!answers.has(url)) return undefined;
  const body = answers.get(url);
  answers.delete(url);
  return { body };
};
