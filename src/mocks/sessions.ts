// Sessions of the fake backend: separate worlds of data and scenario on one server, so e2e tests
// running side by side never see each other's orders or failure mode. The mock HTTP server
// (server.ts) reads the session from a `/~<session>/` path prefix and plugs in a resolver that
// says which session the running request belongs to; everywhere else (the browser fake backend,
// vitest) there is no resolver and everything happens in the shared default session (null).
// Values live per session through sessionLocal(); at most MAX_SESSIONS named sessions are kept and
// the least recently used one is dropped, so a long run cannot grow memory without bound.

/** A session name as it may appear in a `/~<session>/` path prefix. */
export const SESSION_NAME = /^[A-Za-z0-9_-]{1,40}$/;

/** Named sessions kept at once; the default session is never dropped. */
export const MAX_SESSIONS = 64;

type Values = Map<object, unknown>;

const defaultValues: Values = new Map();
/** Named sessions, least recently used first (a Map keeps insertion order). */
const named = new Map<string, Values>();

let resolver: () => string | null = () => null;

/** Installs the function that names the session of the running request (null: the default one). */
export function setSessionResolver(next: () => string | null): void {
  resolver = next;
}

/** The session the running request belongs to; null is the shared default session. */
export function currentSession(): string | null {
  return resolver();
}

/** `/~<session>` for a request in a named session, '' in the default one (URLs the backend builds). */
export function sessionPathPrefix(): string {
  const session = currentSession();
  return session === null ? '' : `/~${session}`;
}

function valuesOf(session: string | null): Values {
  if (session === null) return defaultValues;
  let values = named.get(session);
  if (values) named.delete(session);
  else values = new Map();
  named.set(session, values);
  while (named.size > MAX_SESSIONS) {
    const oldest = named.keys().next().value;
    if (oldest === undefined) break;
    named.delete(oldest);
  }
  return values;
}

/** A value kept per session, created by `initial` the first time a session asks for it. */
export interface SessionLocal<T> {
  get(): T;
  set(value: T): void;
}

export function sessionLocal<T>(initial: () => T): SessionLocal<T> {
  const key = {};
  return {
    get() {
      const values = valuesOf(currentSession());
      if (!values.has(key)) values.set(key, initial());
      return values.get(key) as T;
    },
    set(value) {
      valuesOf(currentSession()).set(key, value);
    },
  };
}

/** Names of the sessions kept now, least recently used first (tests). */
export function namedSessions(): string[] {
  return [...named.keys()];
}

/** Forgets every named session (the default one stays). */
export function dropNamedSessions(): void {
  named.clear();
}
