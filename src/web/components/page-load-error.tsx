import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { webMessages } from '#shared/errors';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

interface PageLoadErrorProps {
  /** 'We couldn't load this product', ... */
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** The page's own heading (1), or a section's under the page's heading (2). */
  level?: 1 | 2;
  className?: string;
}

/**
 * A page whose data could not be read (a lost connection or a server failure): what, and a retry. The
 * button stays focusable while it retries (aria-disabled, not disabled, so the keyboard's focus stays on
 * it), and a retry that fails again is announced.
 */
export function PageLoadError({ title, onRetry, retrying, level = 1, className }: PageLoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const [retried, setRetried] = useState(false);
  return (
    <div role="alert" className={cn('flex flex-col items-center py-12 text-center sm:py-16', className)}>
      <Heading className="text-2xl font-bold text-slate-900">{title}</Heading>
      <p className="mt-3 text-slate-600">{webMessages.checkConnection}</p>
      <Button
        variant="outline"
        className="mt-6"
        aria-disabled={retrying || undefined}
        aria-busy={retrying || undefined}
        onClick={() => {
          if (retrying) return;
          setRetried(true);
          onRetry();
        }}
      >
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
      <p role="status" className="sr-only">
        {retried && !retrying ? 'Still not loaded.' : ''}
      </p>
    </div>
  );
}
