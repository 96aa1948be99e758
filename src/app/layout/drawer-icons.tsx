import type { ReactNode } from 'react';
import { StrokeIcon } from '#components/ui/icons.tsx';

// The drawer's row icons: drawn with the toolbar's StrokeIcon (components/ui/icons.tsx), and only in
// the drawer's own chunk. Decorative: each row's text names it.

function Icon({ children }: { children: ReactNode }) {
  return <StrokeIcon className="drawer__icon">{children}</StrokeIcon>;
}

export const DRAWER_ICONS = {
  profile: (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </Icon>
  ),
  orders: (
    <Icon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
      <path d="M9 8h6M9 12h6" />
    </Icon>
  ),
  favourites: (
    <Icon>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </Icon>
  ),
  debtorCards: (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </Icon>
  ),
  addresses: (
    <Icon>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  ),
  terms: (
    <Icon>
      <path d="M7 3h7l4 4v14H7V3Z" />
      <path d="M14 3v4h4M10 12h5M10 16h5" />
    </Icon>
  ),
  external: (
    <Icon>
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </Icon>
  ),
  share: (
    <Icon>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </Icon>
  ),
} as const;
