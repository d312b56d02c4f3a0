import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

interface BrandLinkProps {
  /** Light text for dark backgrounds (the footer). */
  inverted?: boolean;
  onClick?: () => void;
}

export function BrandLink({ inverted = false, onClick }: BrandLinkProps) {
  return (
    <Link to="/" onClick={onClick} className="flex w-fit items-center gap-2 rounded-md">
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Printer className="size-5" aria-hidden="true" />
      </span>
      <span
        className={cn('text-lg font-extrabold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}
      >
        PrintPro <span className={inverted ? 'text-accent-400' : 'text-brand-600'}>Signs</span>
      </span>
    </Link>
  );
}
