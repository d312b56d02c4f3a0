import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

/** Outdoor & Weather Proof, part two: feather flags and vehicle magnets. */
export const outdoorPromoProducts: readonly SeedProduct[] = [
  {
    name: 'Feather Flags',
    slug: 'feather-flags',
    category: 'outdoor-weather-proof',
    art: 'flag',
    daysAgo: 50,
    description:
      'Eye-catching feather flags that move in the breeze and draw traffic to storefronts, dealerships and events. Includes the pole and your choice of base.',
    basePrice: '89.99',
    sizes: [
      { value: 'small-7ft', label: 'Small (7 ft)', price: '89.99', widthIn: 24, heightIn: 79 },
      { value: 'medium-11ft', label: 'Medium (11 ft)', price: '129.99', widthIn: 28, heightIn: 122 },
      { value: 'large-15ft', label: 'Large (15 ft)', price: '169.99', widthIn: 32, heightIn: 170 },
    ],
    materials: [
      { value: 'knit-polyester', label: 'Knitted Polyester', priceModifier: '0.00' },
      { value: 'heavy-knit', label: 'Heavy Knit Polyester', priceModifier: '15.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '59.00',
    rushFee: '15.00',
    quantityDiscounts: [
      { minQuantity: 3, discountPercent: 5 },
      { minQuantity: 6, discountPercent: 10 },
      { minQuantity: 12, discountPercent: 15 },
    ],
    customOptions: [
      {
        id: 'opt-flag-base-1700000000023',
        name: 'Flag Base',
        type: 'select',
        required: true,
        values: [
          { value: 'ground-spike', label: 'Ground spike', priceModifier: '0.00' },
          { value: 'cross-base', label: 'Cross base', priceModifier: '29.00' },
          { value: 'cross-water', label: 'Cross base with water bag', priceModifier: '45.00' },
          { value: 'flag-only', label: 'Flag only (no pole or base)', priceModifier: '-35.00' },
        ],
      },
    ],
    tags: ['Top Seller'],
    turnaroundTime: '3-5 business days',
    features: [
      'Dye-sublimated knitted polyester',
      'Fiberglass and aluminum pole included',
      'Ground spike, cross base or water bag',
      'Double-sided blockout version available',
      'Reinforced stitching for windy days',
    ],
    overview: overviewHtml(
      'Movement catches the eye. Feather flags flutter in the lightest breeze and can be seen from the road, making them a favorite for dealerships and grand openings.',
      [
        'Three heights from 7 ft to 15 ft',
        'Single-sided prints show a mirror image on the back',
        'Double-sided flags read correctly from both sides',
      ],
    ),
    specifications: specificationsHtml([
      ['Fabric', '110gsm knitted polyester'],
      ['Print', 'Dye-sublimation'],
      ['Pole', 'Fiberglass and aluminum sections'],
      ['Bases', 'Ground spike, cross base, water bag'],
    ]),
    faqs: faqsHtml([
      [
        'Which base should I choose?',
        'Use a ground spike on grass or soil, and a cross base with a water bag on pavement.',
      ],
      [
        'Can I replace just the flag later?',
        'Yes. Choose "Flag only" to reuse the pole and base you already have.',
      ],
    ]),
    seoTitle: 'Custom Feather Flags with Pole and Base | PrintPro Signs',
    seoDescription:
      'Custom feather flags in 7, 11 and 15 ft heights, printed on knitted polyester with pole and base included. Single or double-sided for storefronts and events.',
    seoKeywords: 'feather flags, custom flags, swooper flags, advertising flags, flag banners',
  },
  {
    name: 'Vehicle Magnets',
    slug: 'vehicle-magnets',
    category: 'outdoor-weather-proof',
    art: 'vehicle',
    daysAgo: 20,
    description:
      'Removable car door magnets that turn your vehicle into a moving billboard. Thick magnetic sheeting holds at highway speed and peels off in seconds.',
    basePrice: '34.99',
    sizes: [
      { value: '12x18', label: '12" x 18"', price: '34.99', widthIn: 12, heightIn: 18 },
      { value: '12x24', label: '12" x 24"', price: '44.99', widthIn: 12, heightIn: 24 },
      { value: '18x24', label: '18" x 24"', price: '59.99', widthIn: 18, heightIn: 24 },
    ],
    materials: [
      { value: '30mil-magnet', label: '30mil Magnetic Sheeting', priceModifier: '0.00' },
      { value: '45mil-magnet', label: '45mil Heavy-Duty Magnet', priceModifier: '10.00' },
    ],
    hasCutShapes: true,
    cutShapes: [
      { value: 'rectangle', label: 'Rectangle (rounded corners)', price: '0.00' },
      { value: 'oval', label: 'Oval', price: '5.00' },
      { value: 'contour', label: 'Custom Contour Cut', price: '12.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'gloss', label: 'Gloss', priceModifier: 0 },
      { value: 'matte', label: 'Matte', priceModifier: 5 },
    ],
    hasLamination: true,
    rushFee: '10.00',
    quantityDiscounts: [
      { minQuantity: 2, discountPercent: 10 },
      { minQuantity: 4, discountPercent: 15 },
    ],
    tags: ['Fast Shipping'],
    turnaroundTime: '4-5 business days',
    features: [
      '30mil magnet holds at highway speeds',
      'Rounded corners resist peeling in the wind',
      'Removes in seconds without marking paint',
      'Optional laminate against scratches',
    ],
    overview: overviewHtml(
      'Advertise everywhere you drive, then take the sign off for the weekend. Vehicle magnets are the easiest way to brand a work truck or company car.',
      [
        'Sold individually: order 2 for both doors and save 10%',
        'Oval and contour cuts for a custom look',
        'Heavy-duty 45mil for trucks and vans',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '30mil or 45mil flexible magnetic sheeting'],
      ['Print', 'Full-color UV inks'],
      ['Corners', '1" radius rounded'],
      ['Outdoor life', '2-3 years'],
    ]),
    faqs: faqsHtml([
      [
        'Will a magnet damage my paint?',
        'No. Remove and clean it weekly, and keep it on flat steel panels, not on aluminum or fiberglass.',
      ],
      [
        'Does it stay on at highway speed?',
        'Yes, on a clean, flat steel surface; choose 45mil for the strongest hold.',
      ],
    ]),
    seoTitle: 'Custom Vehicle Magnets and Car Door Signs | PrintPro',
    seoDescription:
      'Custom vehicle magnets printed in full color on 30mil or 45mil magnetic sheeting. Removable car door signs that hold at highway speed. Buy 2 and save 10%.',
    seoKeywords: 'vehicle magnets, car magnets, car door signs, magnetic signs, truck magnets',
  },
];
