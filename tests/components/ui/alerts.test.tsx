import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alerts } from '../../../src/components/ui/alerts';
import type { Alert } from '../../../src/stores/alerts-store';

const alerts: Alert[] = [
  { id: 'a', kind: 'error', message: 'Payment failed' },
  { id: 'b', kind: 'success', message: 'Order placed' },
  { id: 'c', kind: 'info', message: 'Back online' },
];

describe('Alerts', () => {
  it('announces errors as alerts and the rest as status messages', () => {
    render(<Alerts alerts={alerts} onDismiss={() => {}} dismissLabel="Dismiss" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['Order placed', 'Back online']);
  });

  it('dismisses the alert whose button is pressed', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<Alerts alerts={alerts} onDismiss={onDismiss} dismissLabel="Dismiss" />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('keeps an empty live region mounted', () => {
    const { container } = render(<Alerts alerts={[]} onDismiss={() => {}} dismissLabel="Dismiss" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});
