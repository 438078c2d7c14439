import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';

// The parser is loaded with the first text that needs it, not with the page.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

const prose =
  'grid gap-2 text-sm leading-relaxed [&_a]:text-brand-text [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 dark:[&_pre]:bg-slate-900 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_table]:text-left [&_td]:border-t [&_td]:pr-3 [&_th]:pr-3 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * Markdown (CommonMark with tables and highlighted code) as sanitised HTML (packages/markdown);
 * the plain text shows while the parser loads. The server's render of a page waits for it.
 */
export const Markdown = ({ text, className }: { text: string; className?: string }) => (
  <Suspense fallback={<div className={cn(prose, 'whitespace-pre-line', className)}>{text}</div>}>
    <MarkdownRenderer text={text} className={cn(prose, className)} />
  </Suspense>
);
