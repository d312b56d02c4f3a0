import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** 'Review' or 'Reviews' after a count (docs/product/storefront.md). */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'Review' : 'Reviews'}`;
}

interface StarRatingProps {
  /** 1-5, may be fractional; rounded to whole stars for display (docs/product/storefront.md). */
  rating: number;
  className?: string;
  starClassName?: string;
}

/** Five stars, the rounded rating filled; read out as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className, starClassName = 'size-4' }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${Number(rating.toFixed(1))} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            starClassName,
            star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  );
}
