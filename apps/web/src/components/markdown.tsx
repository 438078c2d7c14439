import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';

// The parser is loaded with the first text that needs it, not with the page.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/** Markdown (CommonMark with tables) as sanitised HTML; the plain text shows while the parser loads. */
export const Markdown = ({ text, className }: { text: string; className?: string }) => (
  <div
    className={cn(
      'grid gap-2 text-sm leading-relaxed [&_a]:text-brand-text [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_table]:text-left [&_td]:pr-3 [&_th]:pr-3 [&_ul]:list-disc [&_ul]:pl-5',
      className,
    )}
  >
    <Suspense fallback={<p className="whitespace-pre-line">{text}</p>}>
      <MarkdownRenderer text={text} />
    </Suspense>
  </div>
);
