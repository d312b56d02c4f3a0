import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

/** Trade Show Displays, part two: step & repeat backdrops and table covers. */
export const tradeShowEventProducts: readonly SeedProduct[] = [
  {
    name: 'Step & Repeat Backdrop',
    slug: 'step-and-repeat-backdrop',
    category: 'trade-show-displays',
    art: 'backdrop',
    daysAgo: 80,
    description:
      'Red-carpet style step and repeat backdrops printed with your logos for photo walls, galas and press events. Includes an adjustable telescopic stand.',
    basePrice: '229.99',
    sizes: [
      { value: '8x8', label: "8' x 8'", price: '229.99', widthIn: 96, heightIn: 96 },
      { value: '8x10', label: "8' x 10'", price: '279.99', widthIn: 96, heightIn: 120 },
      { value: '8x12', label: "8' x 12'", price: '329.99', widthIn: 96, heightIn: 144 },
    ],
    materials: [
      { value: 'matte-vinyl', label: '13oz Matte Vinyl (glare-free)', priceModifier: '0.00' },
      { value: 'fabric', label: 'Wrinkle-Free Fabric', priceModifier: '60.00' },
    ],
    rushFee: '40.00',
    customOptions: [
      {
        id: 'opt-backdrop-stand-1700000000010',
        name: 'Backdrop Stand',
        type: 'select',
        required: true,
        values: [
          { value: 'telescopic', label: 'Adjustable telescopic stand', priceModifier: '0.00' },
          { value: 'heavy-duty', label: 'Heavy-duty stand with weighted bases', priceModifier: '40.00' },
          { value: 'none', label: 'Banner only (no stand)', priceModifier: '-45.00' },
        ],
      },
      {
        id: 'opt-event-extras-1700000000011',
        name: 'Event Extras',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'sandbags', label: 'Sandbags (set of 2)', priceModifier: '24.00' },
          { value: 'carpet', label: "Red carpet runner 3' x 10'", priceModifier: '89.00' },
          { value: 'lights', label: 'LED photo light kit', priceModifier: '119.00' },
        ],
      },
    ],
    tags: ['Fast Shipping'],
    turnaroundTime: '4-5 business days',
    features: [
      'Glare-free matte vinyl that looks great in photos',
      'Adjustable telescopic stand included',
      'Pole pockets top and bottom',
      'Sets up in 10 minutes without tools',
      'Carry bag for stand and banner',
    ],
    overview: overviewHtml(
      'Give your guests a photo moment. Our step and repeat banners are printed on glare-free material, so flash photography never washes out your logos.',
      [
        "Three sizes from 8' x 8' to 8' x 12'",
        'Logo layout help from our designers at no charge',
        'Add sandbags, lights and a red carpet runner',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '13oz matte vinyl or wrinkle-free fabric'],
      ['Finishing', 'Pole pockets top and bottom'],
      ['Stand', 'Telescopic, up to 8 ft high and 12 ft wide'],
      ['Included', 'Banner, stand and carry bag'],
    ]),
    faqs: faqsHtml([
      [
        'Can you lay out our sponsor logos?',
        'Yes. Send the logos and our designers build the repeating pattern for free.',
      ],
      [
        'Does the fabric wrinkle?',
        'Our fabric is wrinkle-resistant; any fold lines relax within an hour or with a quick steam.',
      ],
    ]),
    seoTitle: 'Step and Repeat Backdrops for Photo Walls | PrintPro Signs',
    seoDescription:
      'Custom step and repeat backdrops on glare-free matte vinyl or fabric with an adjustable stand. Ideal for galas and press events. Ready in 4-5 business days.',
    seoKeywords:
      'step and repeat, step and repeat banner, photo backdrop, red carpet backdrop, event backdrop',
  },
  {
    name: 'Custom Table Covers',
    slug: 'table-covers',
    category: 'trade-show-displays',
    art: 'table',
    daysAgo: 70,
    description:
      'Printed table covers and throws that turn any 6ft or 8ft table into a branded booth. Machine washable, flame retardant and wrinkle resistant.',
    basePrice: '149.99',
    sizes: [
      { value: '6ft-throw', label: '6ft Throw (4-sided)', price: '149.99', widthIn: 88, heightIn: 132 },
      { value: '8ft-throw', label: '8ft Throw (4-sided)', price: '169.99', widthIn: 88, heightIn: 156 },
      { value: '6ft-fitted', label: '6ft Fitted', price: '179.99', widthIn: 88, heightIn: 132 },
      { value: '6ft-stretch', label: '6ft Stretch', price: '189.99', widthIn: 88, heightIn: 132 },
      { value: '8ft-fitted', label: '8ft Fitted', price: '199.99', widthIn: 88, heightIn: 156 },
    ],
    materials: [
      { value: 'poly-twill', label: 'Polyester Twill', priceModifier: '0.00' },
      { value: 'premium-poly', label: 'Premium Wrinkle-Resistant Poly', priceModifier: '20.00' },
    ],
    rushFee: '30.00',
    quantityDiscounts: [
      { minQuantity: 2, discountPercent: 5 },
      { minQuantity: 5, discountPercent: 10 },
    ],
    customOptions: [
      {
        id: 'opt-print-coverage-1700000000012',
        name: 'Print Coverage',
        type: 'select',
        required: true,
        values: [
          { value: 'front-logo', label: 'Front panel logo', priceModifier: '0.00' },
          { value: 'full-color', label: 'Full-color all-over print', priceModifier: '80.00' },
        ],
      },
    ],
    turnaroundTime: '3-5 business days',
    features: [
      'Fits standard 6ft and 8ft tables',
      'Dye-sublimated print that will not crack or peel',
      'Machine washable and flame retardant',
      'Hides storage under the table',
    ],
    overview: overviewHtml(
      'A printed table cover is the quickest way to look professional at a trade show, job fair or farmers market.',
      [
        'Throws drape to the floor on all four sides',
        'Fitted covers have sewn corners for a tailored look',
        'Stretch covers hug the table like a glove',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '300D polyester twill'],
      ['Print', 'Dye-sublimation'],
      ['Care', 'Machine wash cold, tumble dry low'],
      ['Certification', 'Flame retardant to NFPA 701'],
    ]),
    faqs: faqsHtml([
      [
        'Which style fits my table?',
        'Throws fit most tables, fitted covers need an exact 6ft or 8ft table, and stretch covers fit 6ft tables only.',
      ],
      ['Can I iron it?', 'Use a low setting on the back side, or hang it in a steamy room.'],
    ]),
    seoTitle: 'Custom Printed Table Covers and Table Throws | PrintPro',
    seoDescription:
      'Custom printed table covers for 6ft and 8ft tables in throw, fitted and stretch styles. Washable, flame retardant fabric printed with your logo in full color.',
    seoKeywords: 'table covers, custom table cloth, table throw, trade show table cover, logo tablecloth',
  },
];
