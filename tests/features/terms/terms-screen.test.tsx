import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// The reference deployment's terms_url; the document is served here by the test, not the backend.
const TERMS = '*/terms/zero-waste-pantry.md';
const route = '/terms_and_conditions';

const DOCUMENT = [
  '# Terms of sale',
  '',
  'Prices include VAT.',
  '',
  '## Payment',
  '',
  '- Cash on collection',
  '- Card in the app',
  '',
  '1. Order',
  '2. Pay',
  '',
  '<b>Not bold</b> and <script>window.pwned = true</script>',
].join('\n');

function serveTerms(answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.get(TERMS, ({ request }) => {
      asked.push(request.url);
      return answer();
    }),
  );
  return asked;
}

const main = () => within(screen.getByRole('main'));

describe('terms and conditions', () => {
  it('shows the deployment terms with their headings and lists as elements', async () => {
    serveTerms(() => HttpResponse.text(DOCUMENT, { headers: { 'Content-Type': 'text/markdown' } }));
    await renderApp({ route });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(await main().findByRole('heading', { level: 2, name: 'Terms of sale' })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 3, name: 'Payment' })).toBeInTheDocument();
    const [bullets, steps] = main().getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cash on collection', 'Card in the app']);
    expect(steps!.tagName).toBe('OL');
  });

  it('shows HTML in the document as literal text, never as elements', async () => {
    serveTerms(() => HttpResponse.text(DOCUMENT));
    await renderApp({ route });
    const text = '<b>Not bold</b> and <script>window.pwned = true</script>';
    expect(await main().findByText(text)).toBeInTheDocument();
    const section = screen.getByRole('main').querySelector('.markdown-text')!;
    expect(section.querySelector('b, script')).toBeNull();
    expect('pwned' in window).toBe(false);
  });

  it('says what went wrong with a retry, and the retry brings the terms', async () => {
    let fail = true;
    serveTerms(() => (fail ? new HttpResponse('down', { status: 503 }) : HttpResponse.text(DOCUMENT)));
    await renderApp({ route });
    expect(await main().findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    fail = false;
    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('heading', { level: 2, name: 'Terms of sale' })).toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses an HTML page in the terms' place (a server's fallback page) as an error", async () => {
    serveTerms(() => HttpResponse.html('<!doctype html><html><body><h1>Shop</h1></body></html>'));
    await renderApp({ route });
    expect(await main().findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(main().queryByText(/doctype/i)).not.toBeInTheDocument();
  });

  it('renders the shipped reference terms, Cancellation and POPIA included', async () => {
    const shipped = readFileSync('public/terms/zero-waste-pantry.md', 'utf8');
    serveTerms(() => HttpResponse.text(shipped));
    await renderApp({ route });
    expect(await main().findByRole('heading', { name: 'Cancellation and refunds' })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Weighed items' })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Privacy (POPIA)' })).toBeInTheDocument();
    expect(main().queryByText(/\*\*/)).not.toBeInTheDocument();
  });

  it('without terms_url, points to the shop website and asks for nothing', async () => {
    const asked = serveTerms(() => HttpResponse.text(DOCUMENT));
    await renderApp({
      route,
      before: () => setDeploymentConfig({ ...getDeploymentConfig(), terms_url: undefined }),
    });
    expect(
      await main().findByText('This shop has not published its terms and conditions in the app.'),
    ).toBeInTheDocument();
    const link = main().getByRole('link', { name: "Read them on the shop's website (opens in a new tab)" });
    expect(link).toHaveAttribute('href', 'https://zerowastepantry.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(asked).toEqual([]);
  });

  it('without terms_url or a website, asks the shopper to contact the shop', async () => {
    await renderApp({
      deployment: 'market',
      route,
      before: () => setDeploymentConfig({ ...getDeploymentConfig(), terms_url: undefined }),
    });
    expect(
      await main().findByText('Please contact the shop for a copy before you place an order.'),
    ).toBeInTheDocument();
    expect(main().queryByRole('link')).not.toBeInTheDocument();
  });
});
