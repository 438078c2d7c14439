import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Raw HTML is dropped (skipHtml) and react-markdown leaves only safe link protocols; links the
// author wrote must not pass ranking or the opener to the page they lead to.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} rel="nofollow ugc noopener" target="_blank" />,
};

const MarkdownRenderer = ({ text }: { text: string }) => (
  <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
    {text}
  </ReactMarkdown>
);

export default MarkdownRenderer;
