import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold text-brand-600 sm:text-7xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-base text-slate-600">
        Sorry, the page you're looking for doesn't exist or has been moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
