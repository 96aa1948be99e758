import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/components/ui/dialog';

function Harness({ dismissible, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose shop
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Select a shop"
        closeLabel="Close"
        dismissible={dismissible}
        footer={<button type="button">Done</button>}
      >
        <a href="#terms">Terms</a>
        <input aria-label="Search" />
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Choose shop' }));
  return user;
}

describe('Dialog', () => {
  it('is not shown until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Terms')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title and focuses the first control', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Select a shop' });
    expect(dialog).toHaveAttribute('data-variant', 'modal');
    expect(screen.getByRole('heading', { level: 2, name: 'Select a shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose shop' })).toHaveFocus();
  });

  it('closes from the close button and returns focus to the opener', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose shop' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    const user = await openDialog({ onClose });
    await user.click(screen.getByRole('heading', { name: 'Select a shop' }));
    expect(onClose).not.toHaveBeenCalled();
    // The panel fills the dialog, so a click on the <dialog> element itself is a click on the backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed when not dismissible', async () => {
    const onClose = vi.fn();
    const user = await openDialog({ dismissible: false, onClose });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog', { name: 'Select a shop' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog, wrapping at both ends', async () => {
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('marks the drawer variant for styling', () => {
    render(
      <Dialog open onClose={() => {}} title="Menu" closeLabel="Close" variant="drawer" className="extra">
        <p>Links</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('data-variant', 'drawer');
    expect(dialog).toHaveClass('dialog', 'extra');
  });
});
