import sharp from 'sharp';
import { publicMediaUrl, type Storage } from '#server/storage/storage';
import type { MediaItem } from '#shared/schemas/product';
import { brandName, escapeHtml } from './html-content.ts';
import { type ArtPalette, artFont, productArt } from './product-art.ts';
import type { ArtKind, CategorySlug } from './seed-types.ts';

/** What a generated product picture shows. */
export type ProductImageSpec = {
  slug: string;
  name: string;
  art: ArtKind;
  category: CategorySlug;
  categoryName: string;
  turnaroundTime: string;
};

type CardPalette = { from: string; to: string; art: ArtPalette };

/** Per category: the first view in the category colour, the second in a darker variant with another accent. */
const palettes: Record<CategorySlug, readonly [CardPalette, CardPalette]> = {
  'banners-signs': [
    {
      from: '#1e3a8a',
      to: '#3b82f6',
      art: { accent: '#f59e0b', ink: '#1e3a8a', soft: '#bfdbfe', paper: '#ffffff' },
    },
    {
      from: '#0f172a',
      to: '#1d4ed8',
      art: { accent: '#ef4444', ink: '#0f172a', soft: '#e0e7ff', paper: '#f8fafc' },
    },
  ],
  'trade-show-displays': [
    {
      from: '#4c1d95',
      to: '#8b5cf6',
      art: { accent: '#ec4899', ink: '#3b0764', soft: '#ede9fe', paper: '#ffffff' },
    },
    {
      from: '#1e1b4b',
      to: '#6d28d9',
      art: { accent: '#06b6d4', ink: '#1e1b4b', soft: '#cffafe', paper: '#f8fafc' },
    },
  ],
  'custom-printing': [
    {
      from: '#9a3412',
      to: '#f97316',
      art: { accent: '#0ea5e9', ink: '#7c2d12', soft: '#ffedd5', paper: '#ffffff' },
    },
    {
      from: '#431407',
      to: '#c2410c',
      art: { accent: '#eab308', ink: '#431407', soft: '#fef9c3', paper: '#fffbeb' },
    },
  ],
  'outdoor-weather-proof': [
    {
      from: '#14532d',
      to: '#22c55e',
      art: { accent: '#f59e0b', ink: '#14532d', soft: '#dcfce7', paper: '#ffffff' },
    },
    {
      from: '#052e16',
      to: '#15803d',
      art: { accent: '#f97316', ink: '#052e16', soft: '#fef3c7', paper: '#f8fafc' },
    },
  ],
};

const imagesPerProduct = 2;

/** Storage keys of one product's pictures: the 1200 x 900 original and its 600-px-wide variant. */
function productImageKeys(slug: string): { key: string; thumbnailKey: string }[] {
  return Array.from({ length: imagesPerProduct }, (_, index) => ({
    key: `media/products/${slug}-${index + 1}.webp`,
    thumbnailKey: `media/products/${slug}-${index + 1}-600.webp`,
  }));
}

/** The product's `images` and `media` fields for its generated pictures. */
export function productImageFields(slug: string): { images: string[]; media: MediaItem[] } {
  const keys = productImageKeys(slug);
  return {
    images: keys.map(({ key }) => publicMediaUrl(key)),
    media: keys.map(({ key, thumbnailKey }, order) => ({
      type: 'image',
      url: publicMediaUrl(key),
      thumbnail: publicMediaUrl(thumbnailKey),
      order,
    })),
  };
}

/** Greedy word wrap to lines of at most maxChars characters (a longer single word keeps its own line). */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle',
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-family="${artFont}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="${anchor}">${escapeHtml(line)}</text>`,
    )
    .join('');
}

function small(
  x: number,
  y: number,
  size: number,
  text: string,
  anchor: 'start' | 'end',
  opacity = 0.85,
): string {
  return `<text x="${x}" y="${y}" font-family="${artFont}" font-size="${size}" font-weight="700" fill="#ffffff" opacity="${opacity}" text-anchor="${anchor}">${escapeHtml(text)}</text>`;
}

function background(palette: CardPalette, diagonal: 'down' | 'up'): string {
  const [y1, y2] = diagonal === 'down' ? [0, 1] : [1, 0];
  return (
    `<defs><linearGradient id="bg" x1="0" y1="${y1}" x2="1" y2="${y2}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    '<rect width="1200" height="900" fill="url(#bg)"/>'
  );
}

/** View 1: illustration centred, name below. View 2: illustration left, name and turnaround right. */
function productCardSvg(spec: ProductImageSpec, view: 0 | 1): string {
  const palette = palettes[spec.category][view];
  let body: string;
  if (view === 0) {
    const lines = wrapWords(spec.name, 20);
    const size = lines.length === 1 ? 80 : 64;
    body =
      background(palette, 'down') +
      '<circle cx="1110" cy="110" r="230" fill="#ffffff" opacity="0.07"/><circle cx="70" cy="860" r="260" fill="#ffffff" opacity="0.06"/>' +
      small(60, 86, 32, brandName, 'start', 0.95) +
      small(1140, 86, 26, spec.categoryName, 'end', 0.75) +
      `<g transform="translate(280 130)">${productArt(spec.art, palette.art)}</g>` +
      textLines(lines, 600, lines.length === 1 ? 720 : 680, size, 'middle') +
      `<rect x="560" y="${lines.length === 1 ? 758 : 790}" width="80" height="8" rx="4" fill="${palette.art.accent}"/>`;
  } else {
    const lines = wrapWords(spec.name, 14);
    const top = 450 - (lines.length * 60 * 1.15) / 2;
    body =
      background(palette, 'up') +
      '<circle cx="330" cy="450" r="340" fill="#ffffff" opacity="0.08"/>' +
      `<g transform="translate(40 252) scale(0.9)">${productArt(spec.art, palette.art)}</g>` +
      textLines(lines, 680, top, 52, 'start') +
      `<rect x="680" y="${top + lines.length * 64}" width="96" height="8" rx="4" fill="${palette.art.accent}"/>` +
      small(680, top + lines.length * 64 + 60, 26, `Turnaround: ${spec.turnaroundTime}`, 'start') +
      small(680, top + lines.length * 64 + 100, 26, 'Free file check and proof', 'start') +
      small(1140, 840, 28, brandName, 'end', 0.9);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">${body}</svg>`;
}

// WebP encoding is most of the seed's time; effort 2 (default 4) halves it for files about 5 % larger.
const webpOptions = { quality: 80, effort: 2 } as const;

/** Renders one SVG to the 1200 x 900 WebP and its 600-px-wide variant (rasterised at half density). */
async function renderWebp(svg: string): Promise<[Buffer, Buffer]> {
  const source = Buffer.from(svg);
  return Promise.all([
    sharp(source).resize(1200, 900).webp(webpOptions).toBuffer(),
    sharp(source, { density: 36 }).resize(600).webp(webpOptions).toBuffer(),
  ]);
}

/** Generates and stores every product's pictures, a few products at a time to keep memory and CPU in check. */
export async function storeProductImages(
  specs: readonly ProductImageSpec[],
  storage: Storage,
  batchSize = 4,
) {
  for (let start = 0; start < specs.length; start += batchSize) {
    const batch = specs.slice(start, start + batchSize);
    await Promise.all(
      batch.flatMap((spec) =>
        productImageKeys(spec.slug).map(async ({ key, thumbnailKey }, index) => {
          const [large, thumbnail] = await renderWebp(productCardSvg(spec, index === 0 ? 0 : 1));
          await storage.put(key, large);
          await storage.put(thumbnailKey, thumbnail);
        }),
      ),
    );
  }
}
