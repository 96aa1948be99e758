// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesFor } from './import-fences-lint';

// Under 'import fences' with the rest (import-fences.test.ts), so every title still says whose rule it is.
describe('import fences', () => {
  describe('the startup boundary (build/startup-modules.js)', () => {
    // The shell's toolbar is on the list; the orders screens are not.
    const toolbar = 'src/app/layout/toolbar.tsx';
    const boundary = (messages: string[]) =>
      messages.filter((message) => message.startsWith('fences/startup-boundary'));

    it('refuses a listed module that imports an unlisted one, or a package off the stack', async () => {
      const messages = await messagesFor(
        toolbar,
        [
          "import { ordersQuery } from '../../features/orders/queries';",
          "import { formatInTimeZone } from 'date-fns-tz';",
          'export const all = [ordersQuery, formatInTimeZone];',
          '',
        ].join('\n'),
      );
      expect(boundary(messages)).toEqual([
        expect.stringMatching(/"..\/..\/features\/orders\/queries" is outside the startup boundary/),
        expect.stringMatching(/"date-fns-tz" is a package outside the startup boundary/),
      ]);
    });

    it('lets it import listed modules and the stack, load the rest with import(), and name any type', async () => {
      const messages = await messagesFor(
        toolbar,
        [
          "import { useQuery } from '@tanstack/react-query';",
          "import { formatMoney } from '../../lib/money';",
          "import type { Order } from '../../api/schemas/order';",
          "export const later = () => import('../../features/orders/queries');",
          'export const all = [useQuery, formatMoney];',
          'export type O = Order;',
          '',
        ].join('\n'),
      );
      expect(boundary(messages)).toEqual([]);
    });

    it('leaves unlisted modules free to import what they need', async () => {
      const messages = await messagesFor(
        'src/features/orders/uses-dates.ts',
        "import { formatInTimeZone } from 'date-fns-tz';\nexport const f = formatInTimeZone;\n",
      );
      expect(boundary(messages)).toEqual([]);
    });
  });
});
