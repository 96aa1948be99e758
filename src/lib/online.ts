import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// The connection as react-query sees it (it pauses queries offline), so screens and queries agree.
// Set from navigator.onLine at startup (query-client.ts): react-query assumes online until told.

/** The offline notice's reason (app/offline/notices.tsx), which describes every disabled send. */
export const OFFLINE_REASON_ID = 'offline-reason';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/** Whether the device is offline: what sends something to a shop is disabled meanwhile. */
export function useOffline(): boolean {
  return !useSyncExternalStore(subscribe, () => onlineManager.isOnline());
}

/**
 * A button that sends something to a shop: disabled while `busy` (in flight) and while offline,
 * described then by the offline notice's reason. Nothing is kept to send later.
 */
export function useSendProps(busy = false): { disabled: boolean; 'aria-describedby'?: string } {
  return useOffline() ? { disabled: true, 'aria-describedby': OFFLINE_REASON_ID } : { disabled: busy };
}
