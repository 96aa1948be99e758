import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { useServerMessages } from './server-messages';

interface Props {
  onSubmit: () => void;
  /** The submitting mutation's error: its server messages show above the fields. */
  error: unknown;
  /** Form-level problems found on the client, shown with the server's. */
  extraMessages?: string[];
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose own validation runs in `onSubmit` (noValidate: the browser's bubbles are neither
 * translated nor tied to our messages) and whose server errors describe the whole form.
 */
export function ServerForm({
  onSubmit,
  error,
  extraMessages = [],
  children,
  className = 'form',
  ref,
}: Props) {
  const id = useId();
  const messages = [...useServerMessages(error), ...extraMessages];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      ref={ref}
      className={className}
      onSubmit={submit}
      noValidate
      aria-describedby={messages.length ? `${id}-server` : undefined}
    >
      {messages.length > 0 && (
        // Plain text, never HTML: these strings come from the supplier's server.
        <div id={`${id}-server`} className="form__error" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {children}
    </form>
  );
}
