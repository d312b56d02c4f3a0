import { ListOrdered, Plus } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '#shared/schemas/product';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { InlineMessage } from './form-fields.tsx';
import { MediaList } from './media-list.tsx';
import { appendMedia, checkImageUrl, imageFromUrl, rebuildMediaOrder } from './media-order.ts';
import { MediaUploadField } from './media-upload-field.tsx';

interface MediaCardProps {
  /** The product's media in display order, numbered 0..n-1 (see media-order.ts). */
  media: MediaItem[];
  onChange: (media: MediaItem[]) => void;
}

/**
 * Media management (docs/product/admin.md#products-tab): upload images and videos or add an image by URL,
 * reorder with the arrows (the first item is the main one), remove, and 'Update Media Order' (images first,
 * then videos). Changes go into the form and are saved with the product.
 */
export function MediaCard({ media, onChange }: MediaCardProps) {
  const [url, setUrl] = useState('');
  const [urlMessage, setUrlMessage] = useState('');
  const append = (added: MediaItem[]) => onChange(appendMedia(media, added));

  const addByUrl = () => {
    const check = checkImageUrl(url);
    if (!check.ok) {
      setUrlMessage(check.message);
      return;
    }
    append([imageFromUrl(check.url)]);
    setUrl('');
    setUrlMessage('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Media</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 md:grid-cols-2">
          <MediaUploadField kind="images" onUploaded={append} />
          <MediaUploadField kind="videos" onUploaded={append} />
        </div>
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <FormField label="Image URL">
              <Input
                type="text"
                inputMode="url"
                placeholder="https://… or /media/…"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addByUrl();
                }}
              />
            </FormField>
            <Button variant="outline" onClick={addByUrl}>
              <Plus aria-hidden="true" />
              Add image
            </Button>
          </div>
          <InlineMessage>{urlMessage}</InlineMessage>
        </div>
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Media order</h3>
            <Button
              variant="outline"
              size="sm"
              disabled={media.length < 2}
              onClick={() => onChange(rebuildMediaOrder(media))}
            >
              <ListOrdered aria-hidden="true" />
              Update Media Order
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            The first item is the main media. Update Media Order puts the images first, then the videos.
          </p>
          <MediaList media={media} onChange={onChange} />
        </div>
      </CardContent>
    </Card>
  );
}
