import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

export const bannersAndSignsProducts: readonly SeedProduct[] = [
  {
    name: 'Vinyl Banners',
    slug: 'vinyl-banners',
    category: 'banners-signs',
    art: 'banner',
    daysAgo: 120,
    description:
      'Full-color custom vinyl banners with heat-welded hems and brass grommets, ready to hang indoors or outdoors. Ideal for grand openings, events and storefront promotions.',
    basePrice: '24.99',
    sizes: [
      { value: '2x4', label: "2' x 4'", price: '24.99', widthIn: 24, heightIn: 48 },
      { value: '3x6', label: "3' x 6'", price: '44.99', widthIn: 36, heightIn: 72 },
      { value: '3x10', label: "3' x 10'", price: '69.99', widthIn: 36, heightIn: 120 },
      { value: '4x8', label: "4' x 8'", price: '74.99', widthIn: 48, heightIn: 96 },
      { value: '4x10', label: "4' x 10'", price: '89.99', widthIn: 48, heightIn: 120 },
    ],
    // Any size from 1' x 1' to 16' x 50', in half feet.
    customSize: {
      ratePerSqFt: '2.50',
      minimumCharge: '25.00',
      unit: 'ft',
      minWidthIn: 12,
      maxWidthIn: 192,
      minHeightIn: 12,
      maxHeightIn: 600,
      incrementIn: 6,
    },
    materials: [
      { value: '13oz-vinyl', label: '13oz Vinyl', priceModifier: '0.00' },
      { value: '15oz-matte-vinyl', label: '15oz Matte Vinyl', priceModifier: '6.00' },
      { value: '18oz-blockout', label: '18oz Blockout Vinyl', priceModifier: '14.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '19.99',
    rushFee: '15.00',
    quantityDiscounts: [
      { minQuantity: 5, discountPercent: 5 },
      { minQuantity: 10, discountPercent: 10 },
      { minQuantity: 25, discountPercent: 15 },
    ],
    customOptions: [
      {
        id: 'opt-grommets-1700000000001',
        name: 'Grommets',
        type: 'select',
        required: true,
        defaultValue: 'every-2ft',
        values: [
          { value: 'every-2ft', label: 'Every 2 ft (standard)', priceModifier: '0.00' },
          { value: 'corners', label: 'Corners only', priceModifier: '-1.50' },
          { value: 'none', label: 'No grommets', priceModifier: '-2.50' },
        ],
      },
      {
        id: 'opt-pole-pockets-1700000000002',
        name: 'Pole Pockets',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'top', label: '3" top pocket', priceModifier: '7.50' },
          { value: 'bottom', label: '3" bottom pocket', priceModifier: '7.50' },
        ],
      },
      {
        id: 'opt-wind-slits-1700000000003',
        name: 'Wind Slits',
        type: 'boolean',
        required: false,
        defaultValue: 'no',
        values: [{ value: 'yes', label: 'Add wind slits', priceModifier: '4.00' }],
      },
    ],
    tags: ['Top Seller', 'Fast Shipping'],
    turnaroundTime: '3-4 business days',
    features: [
      'Vibrant full-color printing with UV-resistant inks',
      'Heat-welded hems and rust-proof brass grommets',
      'Rated for 3+ years of outdoor use',
      'Optional pole pockets and wind slits',
      'Free file check by our prepress team',
    ],
    overview: overviewHtml(
      'Our best-selling vinyl banners are printed edge to edge on 13oz scrim vinyl with eco-solvent inks that stay bright in the sun and shrug off rain.',
      [
        'Hemmed on all four sides for a clean, strong edge',
        'Grommets every 2 feet so it hangs flat on walls, fences and poles',
        'Upgrade to 18oz blockout vinyl for double-sided printing',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '13oz scrim vinyl (15oz matte and 18oz blockout available)'],
      ['Print', 'Full-color CMYK, 720 dpi eco-solvent'],
      ['Finishing', 'Heat-welded hems, brass grommets every 2 ft'],
      ['Sizes', "2' x 4' up to 4' x 10'"],
      ['Outdoor life', '3+ years'],
    ]),
    faqs: faqsHtml([
      [
        'Can vinyl banners be used outdoors?',
        'Yes. Our inks and vinyl are weatherproof and UV-resistant for years of outdoor use.',
      ],
      [
        'Do I need double-sided printing?',
        'Only when people will see both sides, such as over a street; it is printed on 18oz blockout so nothing shows through.',
      ],
    ]),
    seoTitle: 'Custom Vinyl Banners | Full-Color Printing | PrintPro',
    seoDescription:
      'Order custom vinyl banners in any size, printed in full color on durable 13oz vinyl with hems and grommets. Ready in 3-4 business days, or 1-2 with rush.',
    seoKeywords: 'vinyl banners, custom banners, outdoor banners, 13oz vinyl banner, banner printing',
  },
  {
    name: 'Custom Aluminum Signs',
    slug: 'aluminum-signs',
    category: 'banners-signs',
    art: 'sign',
    daysAgo: 95,
    description:
      'Rust-proof aluminum signs printed in full color for parking lots, building entrances and property signage. Choose the thickness, shape and finish that fit your space.',
    basePrice: '29.99',
    sizes: [
      { value: '12x18', label: '12" x 18"', price: '29.99', widthIn: 12, heightIn: 18 },
      { value: '18x24', label: '18" x 24"', price: '44.99', widthIn: 18, heightIn: 24 },
      { value: '24x36', label: '24" x 36"', price: '79.99', widthIn: 24, heightIn: 36 },
      { value: '36x48', label: '36" x 48"', price: '139.99', widthIn: 36, heightIn: 48 },
    ],
    materials: [
      { value: 'alu-040', label: '.040 Aluminum', priceModifier: '0.00' },
      { value: 'alu-063', label: '.063 Aluminum', priceModifier: '8.00' },
      { value: 'acm-3mm', label: '3mm Aluminum Composite (ACM)', priceModifier: '15.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '18.00',
    hasCutShapes: true,
    cutShapes: [
      { value: 'rectangle', label: 'Rectangle', price: '0.00' },
      { value: 'rounded', label: 'Rounded Corners', price: '4.00' },
      { value: 'circle', label: 'Circle', price: '8.00' },
      { value: 'contour', label: 'Custom Contour Cut', price: '20.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'gloss', label: 'Gloss', priceModifier: 0 },
      { value: 'matte', label: 'Matte', priceModifier: 5 },
      { value: 'reflective', label: 'Engineer Grade Reflective', priceModifier: 40 },
    ],
    hasLamination: true,
    rushFee: '20.00',
    quantityDiscounts: [
      { minQuantity: 10, discountPercent: 10 },
      { minQuantity: 25, discountPercent: 15 },
      { minQuantity: 50, discountPercent: 20 },
    ],
    customOptions: [
      {
        id: 'opt-mounting-hardware-1700000000004',
        name: 'Mounting Hardware',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'holes', label: 'Pre-drilled corner holes', priceModifier: '2.00' },
          { value: 'screws', label: 'Stainless steel screws (4)', priceModifier: '3.50' },
          { value: 'standoffs', label: 'Brushed standoffs (set of 4)', priceModifier: '24.00' },
        ],
      },
    ],
    tags: ['Top Seller'],
    turnaroundTime: '3-5 business days',
    features: [
      'Rust-proof aluminum that will not warp or rot',
      'Direct UV print with optional overlaminate',
      'Four cut shapes including custom contour',
      'Reflective finish for night-time visibility',
      'Pre-drilled holes and standoffs available',
    ],
    overview: overviewHtml(
      'Aluminum signs are the professional choice for signage that stays up for years. We print directly onto the metal and can seal it with a protective laminate.',
      [
        'Great for parking, safety, real estate and address signs',
        'Engineer grade reflective finish meets most parking lot requirements',
        'ACM composite panels stay perfectly flat at large sizes',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '.040 or .063 aluminum, 3mm ACM'],
      ['Print', 'Full-color UV-cured inks'],
      ['Finishes', 'Gloss, matte or engineer grade reflective'],
      ['Sizes', '12" x 18" up to 36" x 48"'],
      ['Outdoor life', '5-7 years with lamination'],
    ]),
    faqs: faqsHtml([
      [
        'Which thickness should I choose?',
        '.040 suits wall-mounted signs; choose .063 or ACM for posts, fences and windy spots.',
      ],
      [
        'Is lamination worth it?',
        'Lamination adds 10% and protects the print from scratches, graffiti and fading.',
      ],
    ]),
    seoTitle: 'Custom Aluminum Signs | Rust-Proof & Reflective | PrintPro',
    seoDescription:
      'Custom aluminum signs printed in full color on rust-proof .040 or .063 aluminum. Choose rounded, circle or contour cuts and reflective finishes for outdoor use.',
    seoKeywords: 'aluminum signs, metal signs, parking signs, reflective signs, custom signs',
  },
  {
    name: 'Window Decals',
    slug: 'window-decals',
    category: 'banners-signs',
    art: 'window',
    daysAgo: 60,
    description:
      'Custom window decals and storefront graphics that show your hours, logo and offers. Choose opaque, clear, frosted or see-through perforated vinyl.',
    basePrice: '14.99',
    sizes: [
      { value: '12x12', label: '12" x 12"', price: '14.99', widthIn: 12, heightIn: 12 },
      { value: '12x24', label: '12" x 24"', price: '24.99', widthIn: 12, heightIn: 24 },
      { value: '24x36', label: '24" x 36"', price: '54.99', widthIn: 24, heightIn: 36 },
      { value: '36x72', label: '36" x 72"', price: '119.99', widthIn: 36, heightIn: 72 },
    ],
    customSize: {
      ratePerSqFt: '10.00',
      minimumCharge: '25.00',
      unit: 'in',
      minWidthIn: 6,
      maxWidthIn: 72,
      minHeightIn: 6,
      maxHeightIn: 120,
      incrementIn: 1,
    },
    materials: [
      { value: 'white-vinyl', label: 'White Opaque Vinyl', priceModifier: '0.00' },
      { value: 'clear-vinyl', label: 'Clear Vinyl', priceModifier: '3.00' },
      { value: 'frosted-vinyl', label: 'Frosted Etched Vinyl', priceModifier: '8.00' },
      { value: 'perforated', label: 'Perforated Window Film (50/50)', priceModifier: '10.00' },
    ],
    hasCutShapes: true,
    cutShapes: [
      { value: 'rectangle', label: 'Square / Rectangle', price: '0.00' },
      { value: 'circle', label: 'Circle', price: '2.00' },
      { value: 'contour', label: 'Custom Contour Cut', price: '6.00' },
    ],
    hasLamination: true,
    rushFee: '10.00',
    quantityDiscounts: [
      { minQuantity: 5, discountPercent: 10 },
      { minQuantity: 20, discountPercent: 20 },
    ],
    customOptions: [
      {
        id: 'opt-mounting-side-1700000000005',
        name: 'Mounting Side',
        type: 'select',
        required: true,
        values: [
          { value: 'outside', label: 'Outside of the glass', priceModifier: '0.00' },
          { value: 'inside', label: 'Inside of the glass (reverse printed)', priceModifier: '2.00' },
        ],
      },
    ],
    tags: ['Fast Shipping'],
    freeShipping: true,
    turnaroundTime: '3-4 business days',
    features: [
      'Bubble-free air-release adhesive',
      'Removes cleanly without residue',
      'Perforated film keeps your view from inside',
      'Reverse printing for inside-glass mounting',
      'Free shipping on every order',
    ],
    overview: overviewHtml(
      'Turn your storefront into advertising space. Our window decals apply in minutes, stay vivid for years and peel off cleanly when your promotion ends.',
      [
        'Opaque white vinyl for bold logos and store hours',
        'Perforated 50/50 film for full-window graphics you can see through',
        'Frosted vinyl for privacy with an etched-glass look',
      ],
    ),
    specifications: specificationsHtml([
      ['Materials', 'Opaque, clear, frosted or perforated vinyl'],
      ['Adhesive', 'Removable, air-release'],
      ['Print', 'Full-color eco-solvent, optional laminate'],
      ['Sizes', '12" x 12" up to 36" x 72"'],
      ['Outdoor life', '2-3 years'],
    ]),
    faqs: faqsHtml([
      [
        'Can I see through perforated film?',
        'Yes. From inside you see out clearly, while from outside the graphic looks solid.',
      ],
      [
        'How do I apply a decal?',
        'Clean the glass, peel the liner and smooth the decal from the center out with a card; instructions ship with every order.',
      ],
    ]),
    seoTitle: 'Custom Window Decals & Storefront Graphics | PrintPro',
    seoDescription:
      'Custom window decals printed on opaque, clear, frosted or perforated vinyl with clean-removal adhesive. Ready in 3-4 business days, with free shipping.',
    seoKeywords: 'window decals, storefront graphics, perforated window film, window stickers, frosted vinyl',
  },
];
