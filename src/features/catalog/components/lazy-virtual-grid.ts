import { lazy } from 'react';
import type { VirtualGrid } from './virtual-grid';

/**
 * Past this many items a grid is windowed (virtual-grid.tsx, in its own chunk with the
 * virtualiser): the reference shop's categories and lists stay plain and never load it.
 */
export const WINDOW_FROM = 40;

// lazy() forgets the grid's item type; the cast gives it back (the type import adds no code).
export const LazyVirtualGrid = lazy(() =>
  import('./virtual-grid').then((m) => ({ default: m.VirtualGrid })),
) as unknown as typeof VirtualGrid;
