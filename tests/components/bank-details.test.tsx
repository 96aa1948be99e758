import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankDetails } from '../../src/components/bank-details/bank-details';
import { bankStrings } from '../../src/components/bank-details/strings';
import { withStrings } from '../../src/lib/i18n';

// As the routes that show bank details add them (checkout payment, debtor cards).
withStrings({ strings: [bankStrings] });

const ACCOUNT = {
  bank_account_name: 'Zero Waste Pantry (Pty) Ltd',
  bank_name: 'FNB',
  bank_account: '62841055731',
  bank_branch: '250655',
  bank_account_type: null,
};

/** The rows of the details as label → value, in the order they show. */
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('bank details', () => {
  it('lists the account the shop gave, then the reference, leaving out what it did not give', () => {
    const { container } = render(
      <BankDetails account={ACCOUNT} reference="ZWP-1042" missing="No details">
        <p>Use the order reference.</p>
      </BankDetails>,
    );
    expect(rows(container)).toEqual([
      ['Account name', 'Zero Waste Pantry (Pty) Ltd'],
      ['Bank', 'FNB'],
      ['Account number', '62841055731'],
      ['Branch code', '250655'],
      ['Payment reference', 'ZWP-1042'],
    ]);
    expect(screen.getByText('Use the order reference.')).toBeVisible();
    expect(screen.queryByText('No details')).not.toBeInTheDocument();
  });

  it('has no reference row while the reference is not known', () => {
    const { container } = render(<BankDetails account={ACCOUNT} reference={null} missing="No details" />);
    expect(rows(container).map(([label]) => label)).not.toContain('Payment reference');
  });

  it('says what the caller gave when there is no account number to pay into', () => {
    const { container } = render(
      <BankDetails account={{ ...ACCOUNT, bank_account: null }} reference="ZWP-1042" missing="No details">
        <p>Use the order reference.</p>
      </BankDetails>,
    );
    expect(screen.getByText('No details')).toBeVisible();
    expect(rows(container)).toEqual([]);
    expect(screen.queryByText('Use the order reference.')).not.toBeInTheDocument();
  });
});
