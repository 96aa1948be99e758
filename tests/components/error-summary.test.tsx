import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type FieldError } from '../../src/components/ui/error-summary';

function Form({ errors }: { errors: readonly FieldError[] }) {
  const [attempt, setAttempt] = useState(0);
  const [fixed, setFixed] = useState(false);
  const shown = attempt > 0 && !fixed ? errors : [];
  return (
    <>
      <ErrorSummary title="There is a problem" errors={shown} attempt={attempt} />
      <label htmlFor="name">Name</label>
      <input id="name" aria-invalid={shown.length > 0 || undefined} />
      <button type="button" onClick={() => setAttempt((count) => count + 1)}>
        Submit
      </button>
      <button type="button" onClick={() => setFixed(true)}>
        Fix
      </button>
    </>
  );
}

describe('error summary', () => {
  it('shows nothing while there are no errors', () => {
    render(<ErrorSummary title="There is a problem" errors={[]} attempt={0} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus on each refused submit and links every error to its field', async () => {
    const user = userEvent.setup();
    render(<Form errors={[{ fieldId: 'name', message: 'Enter your name' }]} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Enter your name' });
    expect(summary).toContainElement(link);
    expect(link).toHaveAttribute('href', '#name');

    await user.click(link);
    expect(screen.getByLabelText('Name')).toHaveFocus();

    // A second submit with the same errors brings the shopper back to the summary.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
  });

  it('leaves when the errors are fixed, without moving focus', async () => {
    const user = userEvent.setup();
    render(<Form errors={[{ fieldId: 'name', message: 'Enter your name' }]} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix' })).toHaveFocus();
  });
});
