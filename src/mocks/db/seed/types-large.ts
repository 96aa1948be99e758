import type { LargeBrandGroup } from './brands-large.ts';
import type { ImageShape } from './types.ts';

// The large dataset's shapes (products-large.ts): its departments' files and catalogue-large.ts
// share them without importing the tree itself.

export interface LargeLeaf {
  key: string;
  name: string;
  /** Exactly this many products; lines × variants × brands must allow at least as many. */
  products: number;
  brands: LargeBrandGroup;
  /** "Name cents; Name cents": each line with the price of its first pack. */
  lines: string;
  /** Qualifiers shown in brackets after the line; '' is the plain line. */
  variants: readonly string[];
  /** "Pack = factor; ...": each pack with its price relative to the first; 'Loose' sells per kg. */
  packs: string;
  shape?: ImageShape;
}

export interface LargeRoot {
  key: string;
  name: string;
  shape: ImageShape;
  /** Fresh departments file their goods as 'Fresh' rather than 'Packaged'. */
  fresh?: boolean;
  leaves: readonly LargeLeaf[];
}
