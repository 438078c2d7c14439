export { authorLinkRel, renderMarkdown } from './render';
