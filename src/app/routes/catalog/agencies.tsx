import { PlaceholderRoute } from '../placeholder';

/** Stub until its screen lands: keeps the route, title and guard real. */
export function AgenciesRoute() {
  return <PlaceholderRoute />;
}
