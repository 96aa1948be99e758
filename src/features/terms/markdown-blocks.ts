// A small Markdown subset read into plain data: headings, paragraphs and lists. Everything else
// (emphasis, links, HTML) becomes plain text, so the result can only ever be rendered as text
// (docs/decisions/017-terms-as-text.md).

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] };

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const FENCE = /^ {0,3}(?:```|~~~)/;
const QUOTE = /^ {0,3}>\s?/;

/** Inline markup reduced to its text: links keep their words, emphasis and code lose their marks. */
export function plainInline(text: string): string {
  return (
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<((?:https?:|mailto:)[^>\s]+)>/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/`([^`]+)`/g, '$1')
      // Backslash escapes last, so an escaped \*\* stays as the two stars it stands for.
      .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
      .trim()
  );
}

type ListItem = { ordered: boolean; start: number; text: string };

function listItem(line: string): ListItem | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, start: 1, text: bullet[1] ?? '' };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, start: Number(numbered[1]), text: numbered[2] ?? '' };
  return null;
}

/** Splits Markdown source into headings, paragraphs and lists, in order. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  // The block that the next plain line continues, and whether a blank line came since.
  let open: Block | null = null;
  let afterBlank = false;

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(QUOTE, '');
    if (line.trim() === '' || RULE.test(line) || FENCE.test(line)) {
      // A blank line ends a paragraph; a list goes on if its next item follows (a loose list).
      if (open?.kind === 'list' && line.trim() === '') afterBlank = true;
      else open = null;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(heading[1]?.length ?? 1, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text: plainInline(heading[2] ?? '') });
      open = null;
      continue;
    }
    const item = listItem(line);
    if (item) {
      if (open?.kind === 'list' && open.ordered === item.ordered) open.items.push(plainInline(item.text));
      else {
        open = { kind: 'list', ordered: item.ordered, start: item.start, items: [plainInline(item.text)] };
        blocks.push(open);
      }
      afterBlank = false;
      continue;
    }
    const text = plainInline(line);
    if (open?.kind === 'list' && !afterBlank) {
      const last = open.items.length - 1;
      open.items[last] = `${open.items[last] ?? ''} ${text}`;
    } else if (open?.kind === 'paragraph') {
      open.text = `${open.text} ${text}`;
    } else {
      open = { kind: 'paragraph', text };
      blocks.push(open);
    }
    afterBlank = false;
  }
  return blocks;
}
