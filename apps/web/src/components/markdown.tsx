import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';

// The parser is loaded with the first text that needs it, not with the page.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

const prose =
  'grid gap-2 text-sm leading-relaxed [&_a]:text-brand-text [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-900 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:text-left [&_td]:border-t [&_td]:pr-3 [&_th]:pr-3 [&_ul]:list-disc [&_ul]:pl-5';

/** A short fingerprint of a text (its length and FNV-1a hash), the same on the server and here. */
export const markdownKeyOf = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}-${(hash >>> 0).toString(36)}`;
};

/**
 * The HTML the server rendered for each text of the page the app started on, read before React
 * takes the page over. Hydrating with it keeps the parser (66 KB gzipped, and its run on every
 * text) off a phone's first seconds; it is the server's sanitised renderMarkdown output, back as
 * the browser parsed it. Texts not in it (later pages, edited texts) use the parser.
 */
const renderedAhead = new Map<string, string>();
if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll<HTMLElement>('#root [data-markdown]')) {
    if (element.dataset.markdown) renderedAhead.set(element.dataset.markdown, element.innerHTML);
  }
}

/**
 * Markdown (CommonMark with tables and highlighted code) as sanitised HTML (packages/markdown);
 * the plain text shows while the parser loads. The server's render of a page waits for it.
 */
export const Markdown = ({ text, className }: { text: string; className?: string }) => {
  const key = markdownKeyOf(text);
  const html = renderedAhead.get(key);
  return (
    <Suspense fallback={<div className={cn(prose, 'whitespace-pre-line', className)}>{text}</div>}>
      {html === undefined ? (
        <MarkdownRenderer text={text} markdownKey={key} className={cn(prose, className)} />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised render of this text.
        <div className={cn(prose, className)} data-markdown={key} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Suspense>
  );
};
