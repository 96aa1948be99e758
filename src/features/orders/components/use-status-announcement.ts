import { useState } from 'react';

/**
 * Words for a polite live region that change only when the status does: a screen reader hears each
 * change once, and nothing for the status the page opened with or for a poll that changed nothing.
 */
export function useStatusAnnouncement(status: string, words: (status: string) => string): string {
  const [shown, setShown] = useState(status);
  const [announcement, setAnnouncement] = useState('');
  // Adjusted while rendering (not in an effect), so the words arrive with the new status itself.
  if (shown !== status) {
    setShown(status);
    setAnnouncement(words(status));
  }
  return announcement;
}
