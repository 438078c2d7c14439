import { afterEach, beforeEach, vi } from 'vitest';

/** The page as the server sends it to a visitor, with the answers of its first reads. */
export const pageWith = (answers: Record<string, unknown>) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-responses';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
};

/**
 * Files share their worker's modules (vitest.config.ts), and the page's answers are read once,
 * when the module loads: each test loads it afresh after setting up its page, and leaves no copy
 * behind that read that page.
 */
export const loadPageModulesAfreshEachTest = () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    document.body.innerHTML = '';
    vi.resetModules();
  });
};
