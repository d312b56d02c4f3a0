import type { z } from 'zod';
import type { categoryInputSchema } from '#shared/schemas/category';
import type { CategorySlug } from './seed-types.ts';

type SeedCategory = z.input<typeof categoryInputSchema> & { slug: CategorySlug };

/** The four demo categories (docs/product/storefront.md), in the order the catalogue shows them. */
export const seedCategories: readonly SeedCategory[] = [
  {
    name: 'Banners & Signs',
    slug: 'banners-signs',
    description:
      'Vinyl banners, aluminum signs and window graphics printed in vivid full color for storefronts, events and promotions.',
  },
  {
    name: 'Trade Show Displays',
    slug: 'trade-show-displays',
    description:
      'Portable pop-up displays, retractable banner stands, step & repeat backdrops and table covers that set up in minutes.',
  },
  {
    name: 'Custom Printing',
    slug: 'custom-printing',
    description:
      'Business cards, stickers, posters, flyers and canvas prints on premium paper stocks with fast turnaround.',
  },
  {
    name: 'Outdoor & Weather Proof',
    slug: 'outdoor-weather-proof',
    description:
      'Yard signs, mesh banners, feather flags and vehicle magnets built to handle sun, wind and rain.',
    options: {
      customOptions: [
        {
          id: 'opt-uv-coating-1700000000100',
          name: 'UV Protective Coating',
          type: 'boolean',
          required: false,
          defaultValue: 'no',
          values: [{ value: 'yes', label: 'Add UV protective coating', priceModifier: '3.50' }],
        },
      ],
    },
  },
];
