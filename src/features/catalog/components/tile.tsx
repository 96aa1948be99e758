import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePictureUrl } from '#stores/preferences-store.ts';
import { FIRST_ROW, tilePicture } from '../tile-picture';
import '../catalog.css';

/**
 * How a tile's picture is fetched: 'high' for the first row when it is the page's largest paint,
 * 'low' for the first row when another picture leads the page (the home's banner), so that on a
 * slow link it never competes with that picture or the app's scripts; otherwise lazily.
 */
export type TilePriority = 'high' | 'low';

/** `priority` for a tile at `index` in the first row, none (lazy) below it. */
export const firstRow = (index: number, priority: TilePriority = 'high') =>
  index < FIRST_ROW ? priority : undefined;

/**
 * A square image in a fixed 300x300 box: nothing moves when it arrives. Decorative, because the
 * tile's text already names what it shows. Lazy below the first row (see TilePriority). Data-light
 * keeps the empty box: the tile's name says what it is.
 */
export function TileImage({
  src,
  large,
  priority,
}: {
  src: string | null;
  large?: string | null;
  priority?: TilePriority;
}) {
  const picture = tilePicture(usePictureUrl(src), large);
  if (!picture) return <span className="tile__img" />;
  return (
    <img
      className="tile__img"
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt=""
      width={300}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
    />
  );
}

interface TileProps {
  to: string;
  name: string;
  image: string | null;
  meta?: string;
  /** In the first row: see TilePriority. */
  priority?: TilePriority;
  /** Controls of their own beside the link (a product's heart and Add): never inside it. */
  children?: ReactNode;
}

/**
 * One grid tile: image, name and an optional line below, all one link, and any controls after it.
 * Memoised for long lists.
 */
export const Tile = memo(function Tile({ to, name, image, meta, priority, children }: TileProps) {
  return (
    <li className="tile">
      <Link className="tile__link" to={to}>
        <TileImage src={image} priority={priority} />
        {/* Supplier text, rendered as text: never HTML. */}
        <span className="tile__name">{name}</span>
        {/* The space keeps the accessible name 'Oats 12 products', not 'Oats12 products'. */}
        {meta && (
          <>
            {' '}
            <span className="tile__meta">{meta}</span>
          </>
        )}
      </Link>
      {children}
    </li>
  );
});

/** Placeholder tiles of the real tiles' size while a grid loads, announced once as loading. */
export function TileSkeletons({ count, title = false }: { count: number; title?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton">
      <p role="status" className="visually-hidden">
        {t('common.loading')}
      </p>
      {title && <div className="skeleton__title" />}
      <ul className="tile-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="tile">
            <span className="tile__img" />
            <span className="skeleton__line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
