import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTitle } from '@/lib/use-title';

export function NotFoundPage() {
  useTitle('Page not found');
  return (
    <section className="container section not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Oops! This Page Could Not Be Found</h1>
      <p className="muted">The address may be mistyped, or the page may have moved.</p>
      <Link to={paths.home} className="button">
        Go To Homepage
      </Link>
    </section>
  );
}
