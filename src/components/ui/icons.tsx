import type { ReactNode } from 'react';

// Inline SVG icons: no icon font or sprite to download, and they inherit the text colour, so the
// theme's contrast rules cover them. Always decorative: the button around them carries the name.

/** A line icon on the 24-unit grid, drawn at `size` px; every icon of the shop is one. */
export function StrokeIcon({
  children,
  className,
  size = 24,
}: {
  children: ReactNode;
  className?: string;
  size?: number;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Three bars. */
export function MenuIcon() {
  return (
    <StrokeIcon>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </StrokeIcon>
  );
}

/** Magnifying glass. */
export function SearchIcon() {
  return (
    <StrokeIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

/** Shopping basket. */
export function BasketIcon() {
  return (
    <StrokeIcon>
      <path d="M3 9h18l-2 11H5L3 9Z" />
      <path d="m8 9 4-6 4 6" />
    </StrokeIcon>
  );
}

/** Arrow pointing left. */
export function BackIcon() {
  return (
    <StrokeIcon>
      <path d="M19 12H5m6-6-6 6 6 6" />
    </StrokeIcon>
  );
}

/** House. */
export function HomeIcon() {
  return (
    <StrokeIcon>
      <path d="m3 11 9-8 9 8v10h-6v-6H9v6H3V11Z" />
    </StrokeIcon>
  );
}

/** Rubbish bin. */
export function TrashIcon() {
  return (
    <StrokeIcon>
      <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </StrokeIcon>
  );
}
