import { renderMarkdown } from '@agentsy/markdown';

/**
 * The shared renderer's HTML as it is: it is sanitised there (no raw HTML, safe addresses only,
 * no pictures), and the server's render of the page uses the same function, so hydrating keeps it.
 */
const MarkdownRenderer = ({ text, className }: { text: string; className: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises its output.
  <div className={className} data-markdown="" dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />
);

export default MarkdownRenderer;
