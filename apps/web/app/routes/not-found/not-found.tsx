/** Any path no route claims: the localised 404 page (or the status the server refused a request with). */
import { data } from 'react-router';
import type { Route } from './+types/not-found';

export function loader({ context }: Route.LoaderArgs) {
  throw data(null, { status: context.statusPage ?? 404 });
}

export default function NotFound() {
  return null;
}
