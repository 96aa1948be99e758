import type { OperationDefinition } from './define.ts';
import { pathParameterNames } from './request.ts';

// The error answers of the supplier contract (src/api/openapi.ts): every failure carries the body
// messagesFromBody (src/api/errors.ts) reads, and http-response.ts turns it into an ApiError.

type Json = Record<string, unknown>;

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

const content = { 'application/json': { schema: { $ref: ERROR_BODY_REF } } };

/** components.responses, by name: what each failure means to the storefront. */
const ERROR_RESPONSES = {
  Unauthorized:
    "No credentials, or the server no longer accepts them. A 401 to a call that carried the shopper's credentials ends the session.",
  NotFound: 'A path parameter names nothing the server knows (an unknown or deleted resource).',
  UnprocessableEntity:
    'The request body or query was understood but refused; `messages` say why and are shown to the shopper.',
  ClientError: 'Any other refusal of the request (4xx); `messages` are shown to the shopper.',
  Failure:
    "Any other failure, such as a 5xx: the storefront shows its own generic message, never the body's texts.",
} as const;

type ErrorResponseName = keyof typeof ERROR_RESPONSES;

export const errorResponseComponents: Record<string, Json> = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([name, description]) => [name, { description, content }]),
);

const ref = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` });

/**
 * The failures an operation declares: 401 when it takes credentials, 404 when a path parameter names
 * a resource, 422 when it takes a body or query, any other 4xx, and `default` for the rest.
 */
export function errorResponses(definition: OperationDefinition): Record<string, Json> {
  return {
    ...(definition.auth.length ? { '401': ref('Unauthorized') } : {}),
    ...(pathParameterNames(definition.path).length ? { '404': ref('NotFound') } : {}),
    ...(definition.body || definition.query ? { '422': ref('UnprocessableEntity') } : {}),
    '4XX': ref('ClientError'),
    default: ref('Failure'),
  };
}

/** ErrorBodySchema with what its fields mean to the storefront. */
export function errorBodyComponent(generated: Json): Json {
  return {
    ...generated,
    description:
      'Body of a failed call: HTTP 4xx/5xx, or HTTP 200 with `status: "error"`. The shopper-facing texts are the strings of `messages`, then `message`, then the strings of `errors`.',
  };
}
