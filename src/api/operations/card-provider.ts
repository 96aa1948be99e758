import { defineArea, op, type Caller } from '../define.ts';
import { callOperation } from '../http.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { CardDetailsSchema, CardTokenResponseSchema } from '../schemas/card.ts';

export const cardProviderOperationSpecs = {
  /** Turns card details into a one-time token for the supplier to charge (the card provider's API). */
  tokenize: op({
    summary: 'Tokenise card details at the card provider',
    method: 'POST',
    path: '',
    // Not a supplier host: no credentials go with it; the URL comes from the deployment below.
    host: 'static',
    auth: [],
    body: CardDetailsSchema,
    response: CardTokenResponseSchema,
  }),
};

// The provider's endpoint comes from the deployment config at call time (payments.card_token_url).
const callCardProvider: Caller = (definition, input, options) =>
  callOperation({ ...definition, path: getDeploymentConfig().payments.card_token_url }, input, options);

/** The card provider (not part of the supplier contract): only the card form imports it. */
export const cardProviderApi = defineArea('cardProvider', cardProviderOperationSpecs, callCardProvider);
