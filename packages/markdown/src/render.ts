import type { Element, ElementContent, Root as HastRoot } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';
import type { Nodes as MdastNodes, Root as MdastRoot, PhrasingContent } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** What an agent's page shows most: shell setup, config files and code. Others stay plain. */
const lowlight = createLowlight({ bash, javascript, json, python, typescript, xml, yaml });

/** Rel of every link an author wrote: no ranking passed on, no hold on the page that opens it. */
export const authorLinkRel = ['nofollow', 'ugc', 'noopener'];

const textOf = (alt: string | null | undefined, url: string): PhrasingContent => ({
  type: 'text',
  value: alt?.trim() || url,
});

/**
 * Images become links to them (a link inside a link keeps only the alt text): a picture from
 * anywhere would load in every reader's browser and tell its host who read the page. Listing
 * pictures come through the listing's own images instead.
 */
const imagesAsLinks = () => (tree: MdastRoot) => {
  const visit = (node: MdastNodes, isInLink: boolean) => {
    if (!('children' in node)) return;
    node.children = node.children.map((child): typeof child => {
      if (child.type === 'image') {
        return isInLink
          ? textOf(child.alt, child.url)
          : { type: 'link', url: child.url, title: child.title, children: [textOf(child.alt, child.url)] };
      }
      if (child.type === 'imageReference') {
        const text = textOf(child.alt, child.label ?? child.identifier);
        return isInLink ? text : { ...child, type: 'linkReference', children: [text] };
      }
      return child;
    }) as typeof node.children;
    for (const child of node.children)
      visit(child, isInLink || child.type === 'link' || child.type === 'linkReference');
  };
  visit(tree, false);
};

const walk = (node: HastRoot | Element, onElement: (el: Element) => void) => {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    onElement(child);
    walk(child, onElement);
  }
};

const classesOf = (el: Element) => {
  const value = el.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

const isExternal = (href: unknown) => typeof href === 'string' && /^(https?:)?\/\//i.test(href);

/** Runs after sanitising, on what is left: author links get their rel, code blocks their colours. */
const decorate = () => (tree: HastRoot) =>
  walk(tree, (el) => {
    if (el.tagName === 'a' && typeof el.properties.href === 'string') {
      el.properties.rel = authorLinkRel;
      if (isExternal(el.properties.href)) el.properties.target = '_blank';
    }
    if (el.tagName !== 'pre') return;
    const code = el.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    const language =
      code &&
      classesOf(code)
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length);
    if (!code || !language || !lowlight.registered(language)) return;
    const source = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
    code.children = lowlight.highlight(language, source).children as ElementContent[];
    code.properties.className = [...classesOf(code), 'hljs'];
  });

/**
 * GitHub's list of safe elements and addresses, less pictures: no tag can fetch anything. Ids are
 * left as they are: markdown writes none but footnotes', which remark-rehype has prefixed already.
 */
const schema = {
  ...defaultSchema,
  clobber: [],
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !['img', 'picture', 'source', 'video'].includes(t)),
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(imagesAsLinks)
  // Raw HTML never reaches the page: without allowDangerousHtml it is left out of the tree.
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(decorate)
  .use(rehypeStringify);

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough, task lists and autolinks) as HTML that
 * is safe to put in a page as it is. The listing page on the server and the app in the browser
 * both render with this, so the two give the same HTML.
 */
export const renderMarkdown = (markdown: string): string => String(processor.processSync(markdown));
