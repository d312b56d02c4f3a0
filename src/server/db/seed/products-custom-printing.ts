import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

/** Custom Printing, part one: business cards, stickers and flyers (posters and canvas are in products-wall-prints.ts). */
export const customPrintingProducts: readonly SeedProduct[] = [
  {
    name: 'Business Cards',
    slug: 'business-cards',
    category: 'custom-printing',
    art: 'cards',
    daysAgo: 115,
    description:
      'Premium business cards on thick 16pt cardstock, priced per box of 250. Choose rounded corners, soft-touch or spot UV finishes for a lasting first impression.',
    basePrice: '19.99',
    sizes: [
      { value: 'standard', label: 'Standard 3.5" x 2"', price: '19.99', widthIn: 3.5, heightIn: 2 },
      { value: 'slim', label: 'Slim 3.5" x 1.5"', price: '22.99', widthIn: 3.5, heightIn: 1.5 },
      { value: 'square', label: 'Square 2.5" x 2.5"', price: '24.99', widthIn: 2.5, heightIn: 2.5 },
    ],
    materials: [
      { value: '16pt-cardstock', label: '16pt Cardstock', priceModifier: '0.00' },
      { value: '14pt-uncoated', label: '14pt Uncoated Cardstock', priceModifier: '-2.00' },
      { value: '32pt-ultra-thick', label: '32pt Ultra Thick', priceModifier: '18.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '6.00',
    hasCutShapes: true,
    cutShapes: [
      { value: 'square-corners', label: 'Square Corners', price: '0.00' },
      { value: 'rounded-corners', label: 'Rounded Corners', price: '4.00' },
      { value: 'leaf-corners', label: 'Leaf Corners', price: '5.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'gloss-uv', label: 'Gloss UV', priceModifier: 0 },
      { value: 'matte', label: 'Matte', priceModifier: 0 },
      { value: 'soft-touch', label: 'Soft-Touch', priceModifier: 25 },
      { value: 'spot-uv', label: 'Spot UV', priceModifier: 40 },
    ],
    hasLamination: true,
    rushFee: '9.99',
    quantityDiscounts: [
      { minQuantity: 2, discountPercent: 5 },
      { minQuantity: 5, discountPercent: 10 },
      { minQuantity: 10, discountPercent: 15 },
      { minQuantity: 25, discountPercent: 25 },
    ],
    customOptions: [
      {
        id: 'opt-foil-accent-1700000000013',
        name: 'Foil Accent',
        type: 'select',
        required: false,
        values: [
          { value: 'gold', label: 'Gold foil', priceModifier: '15.00' },
          { value: 'silver', label: 'Silver foil', priceModifier: '15.00' },
          { value: 'rose-gold', label: 'Rose gold foil', priceModifier: '18.00' },
        ],
      },
    ],
    tags: ['Top Seller', 'Fast Shipping'],
    turnaroundTime: '3-4 business days',
    features: [
      '250 cards per box on thick 16pt cardstock',
      'Full color on one or both sides',
      'Rounded and leaf corner options',
      'Soft-touch, spot UV and foil upgrades',
      'Free online proof before printing',
    ],
    overview: overviewHtml(
      'Make every handshake count. Our business cards are printed on heavy cardstock with rich, accurate color and crisp text down to 6 points.',
      [
        'Standard, slim and square sizes',
        'Gloss UV, matte, soft-touch and spot UV finishes',
        'Order several boxes for your whole team and save up to 25%',
      ],
    ),
    specifications: specificationsHtml([
      ['Quantity', '250 cards per box'],
      ['Stock', '16pt coated, 14pt uncoated or 32pt ultra thick'],
      ['Print', 'Full color, one or two sides'],
      ['Standard size', '3.5" x 2"'],
      ['Bleed', '0.125" on each side'],
    ]),
    faqs: faqsHtml([
      [
        'How many cards are in a box?',
        'Each box holds 250 cards with the same design. Order more boxes for different names.',
      ],
      [
        'What is spot UV?',
        'A raised clear gloss applied only to parts of the design, such as your logo, for a tactile highlight.',
      ],
    ]),
    seoTitle: 'Custom Business Cards | Premium 16pt Cardstock | PrintPro',
    seoDescription:
      'Premium custom business cards on 16pt cardstock with gloss, matte, soft-touch or spot UV finishes and rounded corners. 250 per box, ready in 3-4 business days.',
    seoKeywords:
      'business cards, custom business cards, premium business cards, spot uv business cards, 16pt cards',
  },
  {
    name: 'Custom Stickers',
    slug: 'custom-stickers',
    category: 'custom-printing',
    art: 'sticker',
    daysAgo: 90,
    description:
      'Die-cut custom stickers in any shape, printed on durable waterproof vinyl. Perfect for packaging, laptops, water bottles and giveaways.',
    basePrice: '0.89',
    sizes: [
      { value: '2x2', label: '2" x 2"', price: '0.89', widthIn: 2, heightIn: 2 },
      { value: '3x3', label: '3" x 3"', price: '1.29', widthIn: 3, heightIn: 3 },
      { value: '4x4', label: '4" x 4"', price: '1.79', widthIn: 4, heightIn: 4 },
      { value: '5x5', label: '5" x 5"', price: '2.39', widthIn: 5, heightIn: 5 },
    ],
    customSize: {
      ratePerSqFt: '21.00',
      minimumCharge: '1.29',
      unit: 'in',
      minWidthIn: 1,
      maxWidthIn: 12,
      minHeightIn: 1,
      maxHeightIn: 12,
      incrementIn: 0.5,
    },
    materials: [
      { value: 'white-vinyl', label: 'White Gloss Vinyl', priceModifier: '0.00' },
      { value: 'paper', label: 'Paper (indoor use)', priceModifier: '-0.20' },
      { value: 'clear-vinyl', label: 'Clear Vinyl', priceModifier: '0.15' },
      { value: 'holographic', label: 'Holographic Vinyl', priceModifier: '0.40' },
    ],
    hasCutShapes: true,
    cutShapes: [
      { value: 'die-cut', label: 'Die-Cut (custom contour)', price: '0.00' },
      { value: 'circle', label: 'Circle', price: '0.00' },
      { value: 'rounded-square', label: 'Rounded Square', price: '0.00' },
      { value: 'kiss-cut', label: 'Kiss-Cut on Sheet', price: '0.10' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'gloss', label: 'Gloss', priceModifier: 0 },
      { value: 'matte', label: 'Matte', priceModifier: 5 },
      { value: 'glitter', label: 'Glitter Overlay', priceModifier: 30 },
    ],
    hasLamination: true,
    rushFee: '0.25',
    quantityDiscounts: [
      { minQuantity: 50, discountPercent: 20 },
      { minQuantity: 100, discountPercent: 30 },
      { minQuantity: 250, discountPercent: 40 },
      { minQuantity: 500, discountPercent: 50 },
    ],
    customOptions: [
      {
        id: 'opt-sticker-extras-1700000000014',
        name: 'Sticker Extras',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'white-ink', label: 'White ink underlay (clear vinyl)', priceModifier: '0.10' },
          { value: 'backprint', label: 'Printed backing paper', priceModifier: '0.08' },
          { value: 'split-back', label: 'Easy-peel split back', priceModifier: '0.05' },
        ],
      },
    ],
    tags: ['Top Seller'],
    freeShipping: true,
    turnaroundTime: '3-5 business days',
    features: [
      'Waterproof, scratch-resistant vinyl',
      'Any shape with precise die-cutting',
      'Up to 50% off in bulk',
      'Dishwasher-safe with lamination',
      'Free shipping on every order',
    ],
    overview: overviewHtml(
      'From product labels to band merch, our stickers are cut to the exact outline of your design and printed with vivid, fade-resistant inks.',
      [
        'Priced per sticker: the more you order, the less each one costs',
        'White, clear, holographic and paper stocks',
        'Kiss-cut sheets for easy handouts',
      ],
    ),
    specifications: specificationsHtml([
      ['Material', '3.4 mil white, clear or holographic vinyl'],
      ['Adhesive', 'Permanent, outdoor rated'],
      ['Print', 'Full color, optional white ink'],
      ['Durability', '3-5 years outdoors with lamination'],
    ]),
    faqs: faqsHtml([
      [
        'What is the difference between die-cut and kiss-cut?',
        'Die-cut stickers are cut through the backing to your shape; kiss-cut leaves them on a square sheet for easy peeling.',
      ],
      [
        'Are the stickers waterproof?',
        'Vinyl stickers are waterproof; add lamination to make them dishwasher safe.',
      ],
    ]),
    seoTitle: 'Custom Die-Cut Stickers | Waterproof Vinyl | PrintPro',
    seoDescription:
      'Custom die-cut stickers printed on waterproof white, clear or holographic vinyl in any shape. Bulk pricing saves up to 50% and every single order ships free.',
    seoKeywords: 'custom stickers, die cut stickers, vinyl stickers, holographic stickers, sticker printing',
  },
  {
    name: 'Flyers',
    slug: 'flyers',
    category: 'custom-printing',
    art: 'flyers',
    daysAgo: 65,
    description:
      'Full-color flyers and leaflets priced per pack of 100, printed on glossy, matte or cardstock paper. Great for promotions, menus and event handouts.',
    basePrice: '19.99',
    sizes: [
      { value: '4x6', label: '4.25" x 5.5" (100 pack)', price: '19.99', widthIn: 4.25, heightIn: 5.5 },
      { value: '5x8', label: '5.5" x 8.5" (100 pack)', price: '29.99', widthIn: 5.5, heightIn: 8.5 },
      { value: '8x11', label: '8.5" x 11" (100 pack)', price: '44.99', widthIn: 8.5, heightIn: 11 },
    ],
    materials: [
      { value: '100lb-gloss', label: '100lb Gloss Text', priceModifier: '0.00' },
      { value: '100lb-matte', label: '100lb Matte Text', priceModifier: '0.00' },
      { value: '80lb-uncoated', label: '80lb Uncoated', priceModifier: '-3.00' },
      { value: '14pt-cardstock', label: '14pt Cardstock', priceModifier: '12.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '8.00',
    hasFinishes: true,
    finishes: [
      { value: 'none', label: 'No coating', priceModifier: 0 },
      { value: 'aqueous', label: 'Aqueous Coating', priceModifier: 8 },
    ],
    rushFee: '7.50',
    quantityDiscounts: [
      { minQuantity: 5, discountPercent: 10 },
      { minQuantity: 10, discountPercent: 15 },
      { minQuantity: 25, discountPercent: 25 },
    ],
    customOptions: [
      {
        id: 'opt-folding-1700000000015',
        name: 'Folding',
        type: 'select',
        required: false,
        values: [
          { value: 'half-fold', label: 'Half fold', priceModifier: '6.00' },
          { value: 'tri-fold', label: 'Tri-fold (8.5" x 11" only)', priceModifier: '9.00' },
        ],
      },
    ],
    tags: ['Fast Shipping'],
    turnaroundTime: '3-4 business days',
    features: [
      '100 flyers per pack',
      'Glossy, matte, uncoated or cardstock paper',
      'Print one or both sides',
      'Optional folding and aqueous coating',
    ],
    overview: overviewHtml(
      'Spread the word with flyers that feel as good as they look. Bright colors, sharp text and fast turnaround for last-minute promotions.',
      [
        'Three popular sizes, from postcard to letter',
        'Double-sided printing for menus and price lists',
        'Bulk discounts from 5 packs',
      ],
    ),
    specifications: specificationsHtml([
      ['Quantity', '100 flyers per pack'],
      ['Paper', '100lb gloss or matte text, 80lb uncoated, 14pt cardstock'],
      ['Print', 'Full color, one or two sides'],
      ['Bleed', '0.125" on each side'],
    ]),
    faqs: faqsHtml([
      [
        'Which paper should I pick?',
        'Gloss makes photos pop, matte is easy to write on, and cardstock feels sturdy enough for menus.',
      ],
      [
        'Can you fold my flyers?',
        'Yes. Choose half fold or tri-fold and they arrive folded and ready to hand out.',
      ],
    ]),
    seoTitle: 'Custom Flyer Printing | Glossy and Matte Flyers | PrintPro',
    seoDescription:
      'Custom flyers printed in full color on glossy, matte, uncoated or cardstock paper, 100 per pack. One or two sides, folding options and 1-2 day turnaround.',
    seoKeywords: 'flyers, flyer printing, custom flyers, leaflets, cheap flyers',
  },
];
