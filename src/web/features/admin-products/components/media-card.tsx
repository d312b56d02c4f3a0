import { Film } from 'lucide-react';
import type { MediaItem } from '../../../../shared/schemas/product.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** The product's media, read-only: uploading and reordering come with the upload API. */
export function MediaCard({ media }: { media: MediaItem[] }) {
  const ordered = [...media].sort((a, b) => a.order - b.order);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Media</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-600">Uploading and reordering media is not available yet.</p>
        {ordered.length === 0 ? (
          <p className="text-sm text-slate-600">This product has no media.</p>
        ) : (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Product media">
            {ordered.map((item, index) => (
              <li key={`${item.url}-${item.order}`} className="space-y-1 text-xs text-slate-700">
                {item.type === 'image' ? (
                  <img
                    src={item.thumbnail ?? item.url}
                    alt={`Media ${index + 1}`}
                    className="aspect-square w-full rounded-md bg-slate-100 object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="flex aspect-square w-full items-center justify-center rounded-md bg-slate-100">
                    <Film className="size-8 text-slate-500" aria-hidden="true" />
                  </div>
                )}
                <p>
                  {item.type === 'image' ? 'Image' : 'Video'}
                  {index === 0 ? ' · main' : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
