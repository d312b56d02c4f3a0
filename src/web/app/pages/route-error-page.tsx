import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Catches errors thrown while rendering a page, and a failed download of a lazy chunk after a deploy. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        This page could not be shown. Please reload the page; if the problem continues, contact us.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Back to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
