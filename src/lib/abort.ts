// AbortSignal.any (Safari 17.4, Firefox 124, Chrome 116) and AbortSignal.timeout (Safari 16,
// Firefox 100, Chrome 103) came late: the supported browsers all have them (decision 035), but a
// phone stuck on an older iOS would otherwise fail every API call on a TypeError. The native ones
// are used where they exist; elsewhere one AbortController stands in, wired by listeners or a timer.

/** A signal that aborts after `ms`, with a TimeoutError as AbortSignal.timeout does. */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}

/** A signal that aborts as soon as any of `signals` does, with that signal's reason. */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already) {
    controller.abort(already.reason);
    return controller.signal;
  }
  // Each listener goes once one fires, so a long-lived signal (a page's) does not collect them.
  const stop = () => signals.forEach((signal) => signal.removeEventListener('abort', onAbort));
  function onAbort(this: AbortSignal) {
    stop();
    controller.abort(this.reason);
  }
  signals.forEach((signal) => signal.addEventListener('abort', onAbort));
  return controller.signal;
}
