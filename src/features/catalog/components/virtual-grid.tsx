import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import '../catalog.css';
import { catalogStrings } from '../strings';

export const strings = [catalogStrings];

/** Where each list was scrolled to, by history entry: Back from a product returns to the same tile. */
const scrolledTo = new Map<string, number>();
/**
 * The last laid-out columns and row height of each kind of grid: a list shown again starts with
 * the real sizes, so a restored scroll lands on the same row rather than on estimates.
 */
const lastLayout = new Map<string, { columns: number; row: number }>();

export interface VirtualGridProps<T> {
  items: readonly T[];
  /** The grid's class (`tile-grid`, `offer-grid`): its CSS decides the columns, read back here. */
  className: string;
  label: string;
  /** One item, an `<li>`; `index` is its place in the whole list. */
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => number | string;
  /** A first guess of a row's height with its gap; rows are measured as they render. */
  estimateRow: number;
}

/**
 * A long grid that keeps only the rows near the screen in the page (decision 025): a 2,000-product
 * category holds a few dozen tiles, not 2,000. One `<ul>` whose padding stands in for the rows above
 * and below, so the grid's own CSS lays out the columns. Tab still walks every item: focusing the
 * last rendered row scrolls it into view, which renders the rows after it (the overscan).
 */
export function VirtualGrid<T>({
  items,
  className,
  label,
  renderItem,
  getKey,
  estimateRow,
}: VirtualGridProps<T>) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { key } = useLocation();
  const back = useNavigationType() === 'POP';
  const known = lastLayout.get(className);
  const [columns, setColumns] = useState(known?.columns ?? 1);
  const [top, setTop] = useState(0);
  const rows = Math.ceil(items.length / columns);
  // The row keyboard focus is in, with the rows after it: rendered at once as focus arrives, so the
  // next Tab finds them even before the scroll that focus caused has been heard.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const base = defaultRangeExtractor(range);
      const near = focusRow !== null && focusRow >= range.startIndex - 4 && focusRow <= range.endIndex + 4;
      if (!near) return base;
      const from = Math.max(0, Math.min(base[0] ?? focusRow, focusRow - 1));
      const to = Math.min(rows - 1, Math.max(base.at(-1) ?? focusRow, focusRow + 3));
      // One unbroken run of rows: the padding above and below stands for the rest.
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    },
    [focusRow, rows],
  );
  const followFocus = (event: FocusEvent<HTMLUListElement>) => {
    const at = Number(event.target.closest('li')?.getAttribute('aria-posinset'));
    if (at > 0) flushSync(() => setFocusRow(Math.floor((at - 1) / columns)));
  };

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => lastLayout.get(className)?.row ?? estimateRow,
    overscan: 3,
    rangeExtractor,
    scrollMargin: top,
    initialOffset: back ? (scrolledTo.get(key) ?? 0) : 0,
    // Rows follow the scroll in React's own batched render, not one forced render per scroll event:
    // forced, each wheel step was a task of its own on a slow phone.
    useFlushSync: false,
  });

  // Columns and the list's place on the page, from the laid-out grid (and again on resize).
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () => {
      const tracks = getComputedStyle(ul).gridTemplateColumns.split(' ').filter(Boolean).length;
      setColumns(Math.max(1, tracks));
      // The box's top: the padding that stands in for rows above is inside it.
      setTop(ul.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(ul);
    return () => observer?.disconnect();
  }, []);

  // Back from a product: the page scrolls to where it was once the rows can be there.
  useLayoutEffect(() => {
    const at = scrolledTo.get(key);
    if (back && at !== undefined) window.scrollTo(0, at);
    const save = () => scrolledTo.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key, back]);

  const shown = virtualizer.getVirtualItems();
  const first = shown[0]?.index ?? 0;
  const last = shown.at(-1)?.index ?? -1;

  // Each rendered row's real height (its first item's box plus the gap to the next row), and each
  // item's place in the whole list for screen readers, since the others are not in the page. Set
  // here rather than by the tiles, which the first page shares: not a byte more for it.
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return;
    // Only where it changed: an attribute write restyles its item, and this runs at every scroll.
    const mark = (li: Element, name: string, value: string) => {
      if (li.getAttribute(name) !== value) li.setAttribute(name, value);
    };
    Array.from(ul.children).forEach((li, i) => {
      mark(li, 'aria-posinset', String(first * columns + i + 1));
      mark(li, 'aria-setsize', String(items.length));
    });
    const gap = parseFloat(getComputedStyle(ul).rowGap) || 0;
    for (let row = first; row <= last; row += 1) {
      const cell = ul.children[(row - first) * columns] as HTMLElement | undefined;
      if (!cell || cell.offsetHeight === 0) continue;
      virtualizer.resizeItem(row, cell.offsetHeight + gap);
      lastLayout.set(className, { columns, row: cell.offsetHeight + gap });
    }
  });

  const far = (virtualizer.scrollOffset ?? 0) > top + window.innerHeight;
  const before = (shown[0]?.start ?? top) - top;
  const after = virtualizer.getTotalSize() - ((shown.at(-1)?.end ?? top) - top);
  const slice = items.slice(first * columns, Math.min(items.length, (last + 1) * columns));
  return (
    <>
      <ul
        ref={list}
        className={`${className} ${className}--windowed`}
        aria-label={label}
        onFocus={followFocus}
        style={{ paddingTop: Math.max(0, before), paddingBottom: Math.max(0, after) }}
      >
        {slice.map((item, i) => (
          <Fragment key={getKey(item)}>{renderItem(item, first * columns + i)}</Fragment>
        ))}
      </ul>
      <button
        type="button"
        className={far ? 'button back-to-top back-to-top--floating' : 'button back-to-top'}
        onClick={() => {
          // Focus goes where a new page puts it (shell-effects), so the next Tab starts at the top too.
          const heading = document.querySelector<HTMLElement>('#content h1');
          if (heading) heading.tabIndex = -1;
          heading?.focus();
          window.scrollTo(0, 0);
        }}
      >
        {t('category.back_to_top')}
      </button>
    </>
  );
}
