// The stand-in payment pages' HTML and HTTP plumbing (build/demo-pay-plugin.ts serves them): templates
// from src/mocks/stand-ins with every value escaped, and the headers every answer carries.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** The pages' own policy: script and style only from this origin, no inline anything. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  // The fake backend's host comes from config.json (another origin in e2e and the demo).
  "connect-src 'self' http: https:",
  // The demo's fake backend runs in msw's service worker.
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Largest form POST the gateway page reads. */
const MAX_BODY = 16 * 1024;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function readSource(root: string, name: string): string {
  return readFileSync(path.join(root, 'src', 'mocks', 'stand-ins', name), 'utf8');
}

/** A page template with its `{{name}}` slots filled in, every value HTML-escaped. */
export function render(root: string, name: string, values: Record<string, string>): string {
  return readSource(root, name).replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));
}

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
  head = false,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(head ? undefined : body);
}

export function sendPage(res: ServerResponse, status: number, html: string, head: boolean): void {
  send(res, status, 'text/html; charset=utf-8', html, { 'Content-Security-Policy': PAGE_CSP }, head);
}

/**
 * A whole page: the shared layout (stand-in.css, noindex) around a rendered `<main>` template; pages
 * that act (not the error page) also get the stand-in script and where the fake backend starts.
 */
export function page(root: string, title: string, main: string, fakeBackendModule: string | null): string {
  const script = fakeBackendModule === null ? '' : render(root, 'script.html', { fakeBackendModule });
  return render(root, 'layout.html', { title })
    .replace('<!--head-->', script.trim())
    .replace('<!--main-->', main.trim());
}

export function errorPage(
  root: string,
  res: ServerResponse,
  values: { title: string; message: string; detail: string },
  head: boolean,
): void {
  sendPage(res, 400, page(root, values.title, render(root, 'error.html', values), null), head);
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
