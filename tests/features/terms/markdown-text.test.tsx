import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '../../../src/features/terms/components/markdown-text';
import { parseMarkdown, plainInline } from '../../../src/features/terms/markdown-blocks';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const source = [
      '# Terms',
      'First line',
      'continues here.',
      '',
      '## Payment #',
      '- Cash',
      '* Card',
      '  on delivery',
      '',
      '3. Third',
      '4) Fourth',
      '#### Deep',
    ].join('\r\n');
    expect(parseMarkdown(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Terms' },
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'heading', level: 2, text: 'Payment' },
      { kind: 'list', ordered: false, start: 1, items: ['Cash', 'Card on delivery'] },
      { kind: 'list', ordered: true, start: 3, items: ['Third', 'Fourth'] },
      { kind: 'heading', level: 3, text: 'Deep' },
    ]);
  });

  it('keeps a list going across blank lines between its items, and ends it at other text', () => {
    expect(parseMarkdown('1. One\n\n2. Two\n\nAfter')).toEqual([
      { kind: 'list', ordered: true, start: 1, items: ['One', 'Two'] },
      { kind: 'paragraph', text: 'After' },
    ]);
  });

  it('drops rules, fences and quote marks but keeps their text', () => {
    expect(parseMarkdown('> Quoted\n\n---\n```\ncode line\n```\n***')).toEqual([
      { kind: 'paragraph', text: 'Quoted' },
      { kind: 'paragraph', text: 'code line' },
    ]);
  });

  it('reads "#hashtag" without a space as text, not a heading', () => {
    expect(parseMarkdown('#hashtag')).toEqual([{ kind: 'paragraph', text: '#hashtag' }]);
  });
});

describe('plainInline', () => {
  it('keeps the words of links and images and drops emphasis and code marks', () => {
    expect(plainInline('See [our site](https://x.example) and ![a jar](jar.png)')).toBe(
      'See our site and a jar',
    );
    expect(plainInline('**Cash** or __card__, `EFT` <https://x.example>')).toBe(
      'Cash or card, EFT https://x.example',
    );
    expect(plainInline('5 \\*\\* 2 and 2 * 3 * 4')).toBe('5 ** 2 and 2 * 3 * 4');
  });

  it('leaves HTML as the characters it is written with', () => {
    expect(plainInline('<b>bold</b> <script>alert(1)</script>')).toBe(
      '<b>bold</b> <script>alert(1)</script>',
    );
  });
});

describe('MarkdownText', () => {
  it('renders headings one level below the page title, paragraphs and lists', () => {
    render(<MarkdownText source={'# Terms\n\nIntro.\n\n## Payment\n\n- Cash\n- Card\n\n2. Two\n3. Three'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Intro.').tagName).toBe('P');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cash', 'Card']);
    expect(numbers!.tagName).toBe('OL');
    expect(numbers).toHaveAttribute('start', '2');
  });

  it('shows markup as text and never makes an element of it', () => {
    const { container } = render(
      <MarkdownText
        source={'<b>bold</b>\n\n- <script>window.pwned = 1</script>\n- <img src=x onerror="alert(1)">'}
      />,
    );
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>window.pwned = 1</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector('b, script, img, a')).toBeNull();
  });
});
