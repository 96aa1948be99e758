import { defineArea, op, type Caller } from '../define.ts';
import { MissingParameterError } from '../errors.ts';
import { callOperation } from '../http.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { TermsTextSchema } from '../schemas/terms.ts';

export const termsOperationSpecs = {
  /** The deployment's terms of sale as published by the operator (text or Markdown). */
  getTerms: op({
    summary: "The deployment's terms of sale (text/plain or text/markdown)",
    method: 'GET',
    path: '',
    // Not a supplier host: no credentials go with it; the URL comes from the deployment below.
    host: 'static',
    auth: [],
    responseType: 'text',
    response: TermsTextSchema,
  }),
};

// The document's address is the deployment's (terms_url), read at call time like the geocoder's,
// so a replaced config.json points the same build at other terms.
const callTerms: Caller = async (definition, input, options) => {
  const url = getDeploymentConfig().terms_url;
  if (!url) throw new MissingParameterError(definition.name, 'host', 'terms_url', 'the deployment has none');
  // Braces would read as path parameters; encoded they mean what the operator wrote.
  const path = url.replace(/[{}]/g, encodeURIComponent);
  return callOperation({ ...definition, path }, input, options);
};

/** The terms document (not part of the supplier contract): only the terms screen imports it. */
export const termsApi = defineArea('terms', termsOperationSpecs, callTerms);
