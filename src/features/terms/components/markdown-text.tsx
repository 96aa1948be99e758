import { useMemo } from 'react';
import { parseMarkdown, type Block } from '../markdown-blocks';

interface Props {
  /** Markdown (or plain text) from outside the app: shown as text, never as HTML. */
  source: string;
}

// The page's own title is the h1, so the document's headings start one level below it.
const HEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = HEADING_TAGS[block.level];
      return <Tag>{block.text}</Tag>;
    }
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{item}</li>);
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
  }
}

/**
 * Headings, paragraphs and lists of a Markdown subset as React elements. Every piece of the
 * source reaches the page as a text node, so markup in it (`<script>`, `<b>`) shows as written.
 */
export function MarkdownText({ source }: Props) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="markdown-text">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}
