import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog whose code loads on first use mounts then
 * and stays mounted, so closing it hands focus back as the dialog component does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened || open;
}
