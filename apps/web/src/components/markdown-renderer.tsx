import { renderMarkdown } from '@agentsy/markdown';

/**
 * The shared renderer's HTML as it is: it is sanitised there (no raw HTML, safe addresses only,
 * no pictures), and the server's render of the page uses the same function, so hydrating keeps it.
 * `markdownKey` marks it for the app that takes a rendered page over (markdown.tsx).
 */
const MarkdownRenderer = ({
  text,
  markdownKey,
  className,
}: {
  text: string;
  markdownKey: string;
  className: string;
}) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises its output.
  <div className={className} data-markdown={markdownKey} dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />
);

export default MarkdownRenderer;
