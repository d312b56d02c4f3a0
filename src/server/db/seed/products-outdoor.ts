import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

/** Outdoor & Weather Proof, part one: yard signs and mesh banners (the category adds its UV coating option). */
export const outdoorProducts: readonly SeedProduct[] = [
  {
    name: 'Yard Signs',
    slug: 'yard-signs',
    category: 'outdoor-weather-proof',
    art: 'yard',
    daysAgo: 118,
    description:
      'Weatherproof corrugated plastic yard signs for real estate, elections and events. Printed in full color and ready for H-stakes.',
    basePrice: '9.99',
    sizes: [
      { value: '12x18', label: '12" x 18"', price: '9.99', widthIn: 12, heightIn: 18 },
      { value: '18x24', label: '18" x 24"', price: '14.99', widthIn: 18, heightIn: 24 },
      { value: '24x18', label: '24" x 18"', price: '14.99', widthIn: 24, heightIn: 18 },
      { value: '24x36', label: '24" x 36"', price: '27.99', widthIn: 24, heightIn: 36 },
    ],
    materials: [
      { value: 'coroplast-4mm', label: 'Coroplast 4mm', priceModifier: '0.00' },
      { value: 'coroplast-10mm', label: 'Coroplast 10mm (heavy-duty)', priceModifier: '9.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '4.00',
    rushFee: '2.50',
    quantityDiscounts: [
      { minQuantity: 10, discountPercent: 10 },
      { minQuantity: 25, discountPercent: 15 },
      { minQuantity: 50, discountPercent: 20 },
      { minQuantity: 100, discountPercent: 30 },
    ],
    customOptions: [
      {
        id: 'opt-wire-stakes-1700000000020',
        name: 'Wire Stakes',
        type: 'select',
        required: true,
        values: [
          { value: 'h-stake', label: 'Standard 10" x 30" H-stake', priceModifier: '1.75' },
          { value: 'heavy-stake', label: 'Heavy-duty 10" x 24" H-stake', priceModifier: '2.95' },
          { value: 'none', label: 'No stakes', priceModifier: '0.00' },
        ],
      },
    ],
    tags: ['Top Seller', 'Fast Shipping'],
    turnaroundTime: '3-4 business days',
    features: [
      'Waterproof 4mm corrugated plastic',
      'Full-color printing on one or both sides',
      'Flutes run vertically for H-stakes',
      'Bulk pricing up to 30% off',
      'Ready in 3-4 business days, 1-2 with rush',
    ],
    overview: overviewHtml(
      'The classic lawn sign: light, tough and cheap enough to put on every corner. Perfect for open houses, campaigns, graduations and directions.',
      [
        '18" x 24" is the most popular size for real estate and campaigns',
        'Add wire H-stakes so signs are ready to push into the ground',
        'Order 100+ and save 30%',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '4mm or 10mm corrugated plastic (Coroplast)'],
      ['Print', 'Full-color UV inks'],
      ['Flute direction', 'Vertical, for H-stakes'],
      ['Outdoor life', '1-2 years'],
    ]),
    faqs: faqsHtml([
      [
        'Do the signs come with stakes?',
        'Choose H-stakes in the options and they ship with your signs, one stake per sign.',
      ],
      [
        'Can I print a different design on each side?',
        'Yes. Choose double-sided and upload one file per side or a two-page PDF.',
      ],
    ]),
    seoTitle: 'Custom Yard Signs with H-Stakes | Coroplast | PrintPro',
    seoDescription:
      'Custom yard signs printed on weatherproof 4mm Coroplast with optional H-stakes. Ideal for real estate, elections and events, with bulk discounts up to 30%.',
    seoKeywords: 'yard signs, lawn signs, coroplast signs, political signs, real estate signs',
  },
  {
    name: 'Mesh Banners',
    slug: 'mesh-banners',
    category: 'outdoor-weather-proof',
    art: 'mesh',
    daysAgo: 85,
    description:
      'Wind-resistant mesh banners and fence wraps that let air flow through, for construction sites, stadiums and outdoor events.',
    basePrice: '54.99',
    sizes: [
      { value: '3x6', label: "3' x 6'", price: '54.99', widthIn: 36, heightIn: 72 },
      { value: '4x8', label: "4' x 8'", price: '89.99', widthIn: 48, heightIn: 96 },
      { value: '6x10', label: "6' x 10'", price: '149.99', widthIn: 72, heightIn: 120 },
      { value: '6x50', label: "6' x 50' Fence Wrap", price: '599.99', widthIn: 72, heightIn: 600 },
    ],
    // Banners and fence wraps from 2' x 2' to 8' x 100', in half feet.
    customSize: {
      ratePerSqFt: '3.10',
      minimumCharge: '55.00',
      unit: 'ft',
      minWidthIn: 24,
      maxWidthIn: 96,
      minHeightIn: 24,
      maxHeightIn: 1200,
      incrementIn: 6,
    },
    materials: [
      { value: '8oz-mesh', label: '8oz Mesh (70/30)', priceModifier: '0.00' },
      { value: '9oz-mesh', label: '9oz Premium Mesh', priceModifier: '12.00' },
    ],
    rushFee: '20.00',
    quantityDiscounts: [
      { minQuantity: 5, discountPercent: 10 },
      { minQuantity: 10, discountPercent: 15 },
    ],
    customOptions: [
      {
        id: 'opt-grommets-1700000000021',
        name: 'Grommets',
        type: 'select',
        required: true,
        defaultValue: 'every-2ft',
        values: [
          { value: 'every-2ft', label: 'Every 2 ft (standard)', priceModifier: '0.00' },
          { value: 'every-1ft', label: 'Every 1 ft (high wind)', priceModifier: '6.00' },
          { value: 'corners', label: 'Corners only', priceModifier: '-2.00' },
        ],
      },
      {
        id: 'opt-reinforcement-1700000000022',
        name: 'Reinforcement',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'webbing', label: 'Nylon webbing in the hems', priceModifier: '18.00' },
          { value: 'zip-ties', label: 'Zip tie pack (50)', priceModifier: '6.00' },
        ],
      },
    ],
    tags: ['Fast Shipping'],
    turnaroundTime: '4-5 business days',
    features: [
      '70/30 mesh lets wind pass through',
      'Reinforced hems with brass grommets',
      'Fence wraps up to 50 ft long',
      'Rated for 2+ years outdoors',
    ],
    overview: overviewHtml(
      'Mesh banners are made for windy places. The open weave lets air through so the banner and your fence stay put in strong gusts.',
      [
        'Ideal for construction fences, scaffolding and stadiums',
        'Still reads clearly from a distance',
        'Add webbing for extra-strong hems on large sizes',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '8oz or 9oz PVC mesh, 70/30'],
      ['Finishing', 'Hemmed edges, grommets every 2 ft'],
      ['Sizes', "3' x 6' up to 6' x 50'"],
      ['Outdoor life', '2+ years'],
    ]),
    faqs: faqsHtml([
      [
        'Do I need mesh or regular vinyl?',
        'Choose mesh for fences and any place with wind; regular vinyl gives brighter colors for walls and indoor use.',
      ],
      [
        'How long can a fence wrap be?',
        'We print single-piece fence wraps up to 50 ft long; longer runs are split into matching sections.',
      ],
    ]),
    seoTitle: 'Mesh Banners and Fence Wraps | Wind-Resistant | PrintPro',
    seoDescription:
      'Wind-resistant mesh banners and fence wraps printed on 8oz 70/30 mesh with reinforced hems and grommets. Ideal for construction sites, stadiums and events.',
    seoKeywords: 'mesh banners, fence wrap, construction banner, wind resistant banner, mesh fence banner',
  },
];
