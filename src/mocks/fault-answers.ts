import { HttpResponse } from 'msw';
import type { OperationDefinition } from '#api/define.ts';
import { HANG_MS, HUGE_BODY_BYTES, type FaultName } from './faults.ts';

// The answers of faults.ts. Errors and broken bodies replace the answer before the handler runs,
// so a write is not applied; a hang runs the handler and then never answers, as a slow supplier
// that acts after the shopper's phone gave up; drifted bodies are the handler's real answer changed after it ran, as
// when a supplier's new release ships a changed shape, so a write is applied and its answer is odd.

type Json = unknown;
type Path = (string | number)[];

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths to every value, breadth first (the top level first), a few levels deep. */
function pathsOf(body: Json, depth = 4): Path[] {
  const out: Path[] = [];
  let level: { value: Json; path: Path }[] = [{ value: body, path: [] }];
  for (let d = 0; d < depth && level.length > 0; d += 1) {
    const next: typeof level = [];
    for (const { value, path } of level) {
      if (isObject(value)) {
        for (const [key, inner] of Object.entries(value)) {
          out.push([...path, key]);
          next.push({ value: inner, path: [...path, key] });
        }
      } else if (Array.isArray(value) && value.length > 0) {
        // The first element stands for the list: one bad item is enough to test the parser.
        out.push([...path, 0]);
        next.push({ value: value[0], path: [...path, 0] });
      }
    }
    level = next;
  }
  return out;
}

function getAt(body: Json, path: Path): Json {
  return path.reduce<Json>((value, key) => (value as Record<string | number, Json>)[key], body);
}

/** A copy of `body` with the value at `path` replaced (or removed, for `undefined`). */
function withAt(body: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy: Record<string | number, Json> | Json[] = Array.isArray(body)
    ? [...body]
    : { ...(body as object) };
  const inner = withAt((body as Record<string | number, Json>)[key], rest, value);
  if (inner === undefined && rest.length === 0) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete (copy as Record<string | number, Json>)[key];
  } else (copy as Record<string | number, Json>)[key] = inner;
  return copy;
}

/** A value of another JSON type than `value`. */
function wrongTypeFor(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  return 'not an object';
}

/**
 * The first change along `paths` that the operation's own schema refuses, so the drift tests the
 * app's handling of a bad answer and not a tolerated one; the first path when none is refused.
 */
function firstRefused(
  definition: OperationDefinition,
  body: Json,
  candidates: { path: Path; value: Json | undefined }[],
): Json {
  for (const { path, value } of candidates) {
    const changed = withAt(body, path, value);
    if (!definition.response.safeParse(changed).success) return changed;
  }
  const first = candidates[0];
  return first ? withAt(body, first.path, first.value) : body;
}

/** The drifted body for a JSON answer; exported for the unit test of each drift. */
export function drift(fault: FaultName, definition: OperationDefinition, body: Json): Json {
  const paths = pathsOf(body).filter((path) => path.at(-1) !== 'status');
  switch (fault) {
    case 'missing_field':
      return firstRefused(
        definition,
        body,
        paths.filter((path) => typeof path.at(-1) === 'string').map((path) => ({ path, value: undefined })),
      );
    case 'wrong_type':
      return firstRefused(
        definition,
        body,
        paths.map((path) => ({ path, value: wrongTypeFor(getAt(body, path)) })),
      );
    case 'null_object': {
      const objects = paths.filter(
        (path) => typeof getAt(body, path) === 'object' && getAt(body, path) !== null,
      );
      // No object inside: the whole answer is null.
      if (objects.length === 0) return null;
      return firstRefused(
        definition,
        body,
        objects.map((path) => ({ path, value: null })),
      );
    }
    case 'extra_fields': {
      const extra = { added_in_a_later_release: { note: 'unknown to this client', level: 2 } };
      let changed: Json = isObject(body) ? { ...body, ...extra } : body;
      // Inside the first object of every list too, where most of an answer's data sits.
      for (const path of paths.filter((p) => p.at(-1) === 0 && isObject(getAt(body, p))))
        changed = withAt(changed, path, { ...(getAt(body, path) as object), ...extra });
      return changed;
    }
    case 'huge_body': {
      // Real data plus 5 MB the client does not know: it must neither freeze nor fail on size.
      const padding = 'x'.repeat(HUGE_BODY_BYTES);
      return isObject(body) ? { ...body, padding } : { data: body, padding };
    }
    default:
      return body;
  }
}

/** Waits for HANG_MS or until the client gives up (the mock server aborts the request then). */
async function hang(request: Request): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_MS);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The faulty answer for a request whose operation has `fault` on; `real` runs the handler. */
export async function faultyAnswer(
  fault: FaultName,
  definition: OperationDefinition,
  request: Request,
  real: () => Promise<Response>,
): Promise<Response> {
  const errorBody = (message: string) => ({ status: 'error', messages: [message] });
  switch (fault) {
    case 'http_500':
      return HttpResponse.json(errorBody('Internal server error'), { status: 500 });
    case 'http_502':
      // A proxy's page in front of the supplier: HTML, not the contract's JSON.
      return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'http_404':
      return HttpResponse.json(errorBody('Not found'), { status: 404 });
    case 'http_401':
      return HttpResponse.json(errorBody('Unauthorized'), { status: 401 });
    case 'hang':
      // The supplier acts, but its answer never comes: a retried write must not act twice.
      await real();
      await hang(request);
      return HttpResponse.json(errorBody('Gave up'), { status: 504 });
    case 'malformed_json':
      return new HttpResponse('{"status": "ok", "data": [{"id": 1, "name": "Oats', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'empty_body':
      return new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'connection_drop':
      // msw in the browser turns this into a network error; the mock server (server.ts) sends
      // half an answer and then closes the socket.
      return HttpResponse.error();
    default: {
      const response = await real();
      if (!response.ok || definition.responseType === 'text') return response;
      const body = (await response.json()) as Json;
      // The handler's own headers (X-Auth-Token on sign-in) stay; its length no longer fits.
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return HttpResponse.json(drift(fault, definition, body) as never, { status: response.status, headers });
    }
  }
}
