interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A failed load: what went wrong and a way to try again, never a blank screen. */
export function ErrorState({ message, retryLabel, onRetry }: Props) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
