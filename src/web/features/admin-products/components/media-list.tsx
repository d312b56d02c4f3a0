import { Film, Trash2 } from 'lucide-react';
import type { MediaItem } from '#shared/schemas/product';
import { MoveButtons } from '#web/components/move-buttons.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { type MoveDirection, moveMedia, removeMedia } from './media-order.ts';

interface MediaListProps {
  media: MediaItem[];
  onChange: (media: MediaItem[]) => void;
}

function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}

/** React keys that follow an item when it moves: its URL, and which copy of that URL it is. */
function mediaKeys(media: MediaItem[]): string[] {
  const seen = new Map<string, number>();
  return media.map((item) => {
    const copy = seen.get(item.url) ?? 0;
    seen.set(item.url, copy + 1);
    return `${item.type}:${item.url}#${copy}`;
  });
}

/**
 * The media in display order (docs/product/admin.md#products-tab); the first item is the main one; arrows
 * move, the bin removes.
 */
export function MediaList({ media, onChange }: MediaListProps) {
  if (media.length === 0) return <p className="text-sm text-slate-600">This product has no media.</p>;
  const keys = mediaKeys(media);
  const move = (index: number, direction: MoveDirection) => onChange(moveMedia(media, index, direction));
  return (
    <ol className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Product media">
      {media.map((item, index) => {
        const position = index + 1;
        const kind = item.type === 'image' ? 'Image' : 'Video';
        return (
          <li key={keys[index]} className="flex items-center gap-3 px-3 py-2 text-sm">
            {item.type === 'image' ? (
              <img
                src={item.thumbnail ?? item.url}
                alt={`Media ${position}`}
                className="size-14 shrink-0 rounded-md bg-slate-100 object-cover"
                loading="lazy"
              />
            ) : (
              <span
                role="img"
                aria-label={`Media ${position} (video)`}
                className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-100"
              >
                <Film className="size-6 text-slate-500" aria-hidden="true" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2">
                <span className="font-medium text-slate-900">{kind}</span>
                {index === 0 ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Main
                  </span>
                ) : null}
              </span>
              <span className="block truncate text-xs text-slate-500" title={item.url}>
                {fileName(item.url)}
              </span>
            </span>
            <MoveButtons
              what={`media ${position}`}
              index={index}
              count={media.length}
              onMove={(direction) => move(index, direction)}
            />
            <WithTooltip label={`Remove media ${position}`}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove media ${position}`}
                onClick={() => onChange(removeMedia(media, index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </WithTooltip>
          </li>
        );
      })}
    </ol>
  );
}
