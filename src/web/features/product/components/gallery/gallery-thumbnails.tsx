import { Play } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { variantWidth } from '#web/lib/responsive-image.ts';
import type { GalleryItem } from './gallery-items.ts';

interface GalleryThumbnailsProps {
  items: readonly GalleryItem[];
  index: number;
  onSelect: (index: number) => void;
  tone?: 'light' | 'dark';
  className?: string;
}

/** A row of buttons, one per item; the shown one is marked (aria-current), videos carry a play mark. */
export function GalleryThumbnails({
  items,
  index,
  onSelect,
  tone = 'light',
  className,
}: GalleryThumbnailsProps) {
  return (
    <ul className={cn('flex gap-2 overflow-x-auto p-1', className)}>
      {items.map((item, position) => {
        const active = position === index;
        return (
          <li key={item.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(position)}
              aria-label={`Show ${item.type} ${position + 1} of ${items.length}`}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'relative block h-16 w-20 overflow-hidden rounded-md border-2 transition sm:h-18 sm:w-24',
                'focus-visible:outline-2 focus-visible:outline-offset-2',
                tone === 'light'
                  ? 'bg-slate-100 focus-visible:outline-brand-500'
                  : 'bg-slate-800 focus-visible:outline-white',
                active
                  ? tone === 'light'
                    ? 'border-brand-600'
                    : 'border-white'
                  : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              {item.type === 'image' || item.thumbnail ? (
                <img
                  src={item.thumbnail ?? item.url}
                  alt=""
                  width={variantWidth}
                  height={(variantWidth * 3) / 4}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : (
                <span className="block size-full bg-slate-700" />
              )}
              {item.type === 'video' ? (
                <span className="absolute inset-0 flex items-center justify-center bg-slate-950/30">
                  <span className="flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-900">
                    <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
                  </span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
