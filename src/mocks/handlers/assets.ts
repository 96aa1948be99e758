import { http, HttpResponse } from 'msw';
import { renderSeedImage } from '../db/seed/image-lookup.ts';
import { parseImagePath } from '../images.ts';
import { fail, route } from './context.ts';

// Generated SVG images and small PDF documents (leaflets, invoices). Assets ignore the slow and
// server_error scenarios so failure drills do not also break every picture on the page.

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** A one-page PDF with a line of text; offsets are computed so readers accept the xref table. */
export function tinyPdf(title: string): string {
  const safe = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

function pdf(title: string): Response {
  return new HttpResponse(tinyPdf(title), {
    headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-cache' },
  });
}

export const assetHandlers = [
  http.get(
    '*/img/:kind/:file',
    route(
      (ctx) => {
        const image = parseImagePath(ctx.url.pathname);
        const svg = image && renderSeedImage(ctx.state.seed, image.kind, image.id, image.size);
        if (!svg) return fail(404, 'Image not found');
        return new HttpResponse(svg, {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': LONG_CACHE },
        });
      },
      { asset: true },
    ),
  ),

  http.get(
    '*/leaflets/:file',
    route(
      (ctx) => {
        const id = Number(/^(\d+)\.pdf$/.exec(ctx.params.file ?? '')?.[1]);
        const leaflet = ctx.state.seed.leaflets.find((l) => l.id === id);
        return leaflet ? pdf(leaflet.name) : fail(404, 'Leaflet not found');
      },
      { asset: true },
    ),
  ),

  http.get(
    '*/invoices/:file',
    route(
      (ctx) => {
        const id = Number(/^(\d+)\.pdf$/.exec(ctx.params.file ?? '')?.[1]);
        const order = ctx.state.mut.orders.find((o) => o.id === id);
        return order ? pdf(`Tax invoice ${order.reference}`) : fail(404, 'Invoice not found');
      },
      { asset: true },
    ),
  ),
];
