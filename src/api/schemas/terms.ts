import { z } from 'zod/mini';

/** Longer than any real terms of sale; a bigger answer is a wrong file, not a document to render. */
export const TERMS_MAX_LENGTH = 200_000;

/**
 * The deployment's terms: plain text or Markdown, rendered as text. An HTML page is refused, since
 * a missing file answered with the app's index.html (an SPA fallback) would otherwise show as markup.
 */
export const TermsTextSchema = z.string().check(
  z.maxLength(TERMS_MAX_LENGTH),
  z.refine((text) => !/^\s*<(!doctype|html)\b/i.test(text), 'is an HTML page, not a text document'),
);
export type TermsText = z.infer<typeof TermsTextSchema>;
