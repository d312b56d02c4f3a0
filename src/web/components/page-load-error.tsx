import { RotateCw } from 'lucide-react';
import { webMessages } from '#shared/errors';
import { Button } from '#web/components/ui/button.tsx';

interface PageLoadErrorProps {
  /** 'We couldn't load this product', ... */
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** The page's own heading (1), or a section's under the page's heading (2). */
  level?: 1 | 2;
}

/** A page whose data could not be read (a lost connection or a server failure): what, and a retry. */
export function PageLoadError({ title, onRetry, retrying, level = 1 }: PageLoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className="flex flex-col items-center py-12 text-center sm:py-16">
      <Heading className="text-2xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-3 text-slate-600">{webMessages.checkConnection}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </div>
  );
}
