import type { ScaleResults } from './scale-run.ts';
import type { ScaleFigures } from './scale.ts';

// The scale figures (scale.ts) as a Markdown table for README's 'At a wholesaler's size'.

const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));

const HEADER = [
  'Shop',
  'Basket lines',
  'INP add to basket ms',
  'INP tile Add (grid) ms',
  'INP basket + ms',
  'INP search typing ms',
  'Longest task scrolling ms',
  'Category products',
  'Most elements while scrolling',
  'JS heap after MB',
];

const row = (figures: ScaleFigures) => [
  figures.shop,
  String(figures.basketLines),
  ms(figures.inpAddToBasketMs),
  ms(figures.inpGridAddMs),
  ms(figures.inpBasketStepperMs),
  ms(figures.inpSearchTypingMs),
  ms(figures.longestTaskScrollingMs),
  String(figures.category.products),
  String(figures.domElementsMax),
  figures.jsHeapAfterScrollMb.toFixed(1),
];

export function formatScale(scale: ScaleResults): string {
  return [HEADER, HEADER.map(() => '---'), row(scale.large), row(scale.reference)]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}
