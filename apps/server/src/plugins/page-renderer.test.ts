import { describe, expect, it } from 'vitest';
import { cachedRenderer } from './page-renderer';

describe('rendered pages are kept by their address and the answers they came from', () => {
  const counting = () => {
    const calls: string[] = [];
    const render = cachedRenderer(async (url, answers) => {
      calls.push(url);
      return `<main>${url} ${JSON.stringify(answers)}</main>`;
    });
    return { calls, render };
  };

  it('renders the same answers once, even when asked for at the same moment', async () => {
    const { calls, render } = counting();
    const pages = await Promise.all([1, 2, 3].map(() => render('/marketplace', { a: 1 }, '{"a":1}')));
    expect(new Set(pages)).toEqual(new Set(['<main>/marketplace {"a":1}</main>']));
    await render('/marketplace', { a: 1 }, '{"a":1}');
    expect(calls).toEqual(['/marketplace']);
  });

  it('renders again when the answers or the address differ', async () => {
    const { calls, render } = counting();
    await render('/marketplace', { a: 1 }, '{"a":1}');
    expect(await render('/marketplace', { a: 2 }, '{"a":2}')).toBe('<main>/marketplace {"a":2}</main>');
    await render('/agent/x', { a: 1 }, '{"a":1}');
    expect(calls).toEqual(['/marketplace', '/marketplace', '/agent/x']);
  });

  it('keeps no failed render', async () => {
    let fail = true;
    const render = cachedRenderer(async () => {
      if (fail) throw new Error('render failed');
      return '<main>ok</main>';
    });
    await expect(render('/m', {}, '{}')).rejects.toThrow('render failed');
    fail = false;
    expect(await render('/m', {}, '{}')).toBe('<main>ok</main>');
  });
});
