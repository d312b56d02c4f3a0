import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

interface ListErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A list that could not be read: its message (docs/product/messages.md) and a retry. */
export function ListError({ message, onRetry, retrying }: ListErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
      <p className="font-semibold text-red-700">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try Again
      </Button>
    </div>
  );
}
