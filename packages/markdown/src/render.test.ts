import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';

describe('renderMarkdown', () => {
  it('renders CommonMark: headings, emphasis, lists and inline code', () => {
    expect(renderMarkdown('## Setup\n\n1. Run *this*\n2. Then `npm start`')).toBe(
      '<h2>Setup</h2>\n<ol>\n<li>Run <em>this</em></li>\n<li>Then <code>npm start</code></li>\n</ol>',
    );
  });

  it('renders GitHub tables with their alignment', () => {
    expect(renderMarkdown('| Step | Time |\n|---|--:|\n| Install | 1 min |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>Step</th>\n<th align="right">Time</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td>Install</td>\n<td align="right">1 min</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('highlights fenced code in a known language and escapes code in any other', () => {
    expect(renderMarkdown('```bash\nnpm install # once\n```')).toBe(
      '<pre><code class="language-bash hljs">npm install <span class="hljs-comment"># once</span>\n</code></pre>',
    );
    expect(renderMarkdown('```\n<script>alert(1)</script>\n```')).toBe(
      '<pre><code>&#x3C;script>alert(1)&#x3C;/script>\n</code></pre>',
    );
    expect(renderMarkdown('```nosuchlanguage\nx < y\n```')).toBe(
      '<pre><code class="language-nosuchlanguage">x &#x3C; y\n</code></pre>',
    );
  });

  it('lets no raw HTML through, as a block or inline', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nHi <b onclick="x()">there</b> <iframe src="https://e.x"></iframe>\n\n<div style="position:fixed">cover</div>',
    );
    expect(html).toBe('<p>Hi there </p>');
    expect(html).not.toMatch(/<(script|b|iframe|div)|onclick|style/);
  });

  it('drops links to javascript:, data: and other unsafe addresses, keeping their text', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) ' +
        '[d](vbscript:x) [e](java%0ascript:alert(1)) <javascript:alert(1)>',
    );
    expect(html).not.toMatch(/href/);
    expect(html).toContain('<a>a</a>');
  });

  it('gives author links rel="nofollow ugc noopener", and a new tab when they leave the site', () => {
    expect(renderMarkdown('[docs](https://example.com/docs) [page](/agent/1) www.example.org')).toBe(
      '<p><a href="https://example.com/docs" rel="nofollow ugc noopener" target="_blank">docs</a> ' +
        '<a href="/agent/1" rel="nofollow ugc noopener">page</a> ' +
        '<a href="http://www.example.org" rel="nofollow ugc noopener" target="_blank">www.example.org</a></p>',
    );
  });

  it('turns images into links to them, so no reader fetches a beacon', () => {
    const html = renderMarkdown(
      '![pixel](https://tracker.example/p.gif)\n\n![](https://tracker.example/q.gif)\n\n' +
        '[![badge](https://tracker.example/b.svg)](https://example.com)\n\n![ref][t]\n\n[t]: https://tracker.example/r.gif',
    );
    expect(html).not.toMatch(/<img|<picture|<source|src=/);
    expect(html).toBe(
      '<p><a href="https://tracker.example/p.gif" rel="nofollow ugc noopener" target="_blank">pixel</a></p>\n' +
        '<p><a href="https://tracker.example/q.gif" rel="nofollow ugc noopener" target="_blank">https://tracker.example/q.gif</a></p>\n' +
        '<p><a href="https://example.com" rel="nofollow ugc noopener" target="_blank">badge</a></p>\n' +
        '<p><a href="https://tracker.example/r.gif" rel="nofollow ugc noopener" target="_blank">ref</a></p>',
    );
  });

  it('keeps text that looks like HTML as text', () => {
    expect(renderMarkdown('Use `<div>` or 3 < 4 & "quotes"')).toBe(
      '<p>Use <code>&#x3C;div></code> or 3 &#x3C; 4 &#x26; "quotes"</p>',
    );
  });
});
