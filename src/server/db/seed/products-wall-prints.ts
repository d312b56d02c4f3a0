import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

/** Custom Printing, part two: posters and canvas prints. */
export const wallPrintProducts: readonly SeedProduct[] = [
  {
    name: 'Custom Posters',
    slug: 'posters',
    category: 'custom-printing',
    art: 'poster',
    daysAgo: 75,
    description:
      'High-resolution posters for events, retail displays and decor, printed on gloss, satin photo or tear-resistant paper. Sizes from 11" x 17" to 27" x 40".',
    basePrice: '8.99',
    sizes: [
      { value: '11x17', label: '11" x 17"', price: '8.99', widthIn: 11, heightIn: 17 },
      { value: '18x24', label: '18" x 24"', price: '14.99', widthIn: 18, heightIn: 24 },
      { value: '24x36', label: '24" x 36"', price: '24.99', widthIn: 24, heightIn: 36 },
      { value: '27x40', label: '27" x 40"', price: '32.99', widthIn: 27, heightIn: 40 },
    ],
    materials: [
      { value: '100lb-gloss', label: '100lb Gloss Text', priceModifier: '0.00' },
      { value: 'satin-photo', label: '10mil Satin Photo Paper', priceModifier: '4.00' },
      { value: 'synthetic', label: 'Tear-Resistant Synthetic', priceModifier: '7.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'gloss', label: 'Gloss', priceModifier: 0 },
      { value: 'satin', label: 'Satin', priceModifier: 0 },
      { value: 'matte', label: 'Matte', priceModifier: 5 },
    ],
    hasLamination: true,
    rushFee: '5.00',
    quantityDiscounts: [
      { minQuantity: 10, discountPercent: 10 },
      { minQuantity: 50, discountPercent: 20 },
      { minQuantity: 100, discountPercent: 30 },
    ],
    customOptions: [
      {
        id: 'opt-poster-mounting-1700000000016',
        name: 'Mounting',
        type: 'select',
        required: false,
        values: [
          { value: 'foam-board', label: 'Mounted on 3/16" foam board', priceModifier: '12.00' },
          { value: 'gatorboard', label: 'Mounted on 1/2" Gatorboard', priceModifier: '22.00' },
        ],
      },
      {
        id: 'opt-hanging-rails-1700000000017',
        name: 'Hanging Rails',
        type: 'boolean',
        required: false,
        defaultValue: 'no',
        values: [{ value: 'yes', label: 'Add wooden poster hanger rails', priceModifier: '9.00' }],
      },
    ],
    tags: ['Fast Shipping'],
    turnaroundTime: '3-4 business days',
    features: [
      'Photo-quality 1440 dpi printing',
      'Gloss, satin and matte finishes',
      'Foam board and Gatorboard mounting',
      'Optional lamination for handling',
      'Rolled in a sturdy tube for shipping',
    ],
    overview: overviewHtml(
      'Posters that look sharp from across the room and up close. We print on professional wide-format printers with a wide color gamut.',
      [
        'From tabloid 11" x 17" to movie poster 27" x 40"',
        'Mount on foam board for easels and trade shows',
        'Bulk pricing for retail and event campaigns',
      ],
    ),
    specifications: specificationsHtml([
      ['Paper', '100lb gloss text, 10mil satin photo, synthetic'],
      ['Print', 'Full color, up to 1440 dpi'],
      ['Sizes', '11" x 17" to 27" x 40"'],
      ['Packaging', 'Rolled in a tube (mounted posters ship flat)'],
    ]),
    faqs: faqsHtml([
      [
        'Will my poster be folded?',
        'Never. Posters are rolled in a tube, and mounted posters ship flat between boards.',
      ],
      [
        'What resolution does a large poster need?',
        'At 24" x 36" aim for 150-300 DPI at full size; we will warn you if your file is too small.',
      ],
    ]),
    seoTitle: 'Custom Poster Printing in Any Size | PrintPro Signs',
    seoDescription:
      'Custom posters printed at photo quality on gloss, satin or tear-resistant paper from 11" x 17" to 27" x 40". Foam board mounting and fast 1-2 day turnaround.',
    seoKeywords: 'poster printing, custom posters, large posters, foam board posters, event posters',
  },
  {
    name: 'Canvas Prints',
    slug: 'canvas-prints',
    category: 'custom-printing',
    art: 'canvas',
    daysAgo: 40,
    description:
      'Gallery-wrapped canvas prints of your photos and artwork, stretched over solid pine frames and ready to hang. Museum-grade inks resist fading for decades.',
    basePrice: '29.99',
    sizes: [
      { value: '8x10', label: '8" x 10"', price: '29.99', widthIn: 8, heightIn: 10 },
      { value: '11x14', label: '11" x 14"', price: '39.99', widthIn: 11, heightIn: 14 },
      { value: '16x20', label: '16" x 20"', price: '59.99', widthIn: 16, heightIn: 20 },
      { value: '24x36', label: '24" x 36"', price: '109.99', widthIn: 24, heightIn: 36 },
    ],
    materials: [
      { value: 'gallery-wrap', label: '1.25" Gallery Wrap', priceModifier: '0.00' },
      { value: 'standard-wrap', label: '0.75" Standard Wrap', priceModifier: '-6.00' },
      { value: 'museum-wrap', label: '1.5" Museum Wrap', priceModifier: '12.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'satin', label: 'Satin Varnish', priceModifier: 0 },
      { value: 'high-gloss', label: 'High Gloss Varnish', priceModifier: 8 },
    ],
    rushFee: '15.00',
    customOptions: [
      {
        id: 'opt-edge-style-1700000000018',
        name: 'Edge Style',
        type: 'select',
        required: true,
        values: [
          { value: 'mirrored', label: 'Mirrored edges', priceModifier: '0.00' },
          { value: 'image-wrap', label: 'Image wrap', priceModifier: '0.00' },
          { value: 'white', label: 'White edges', priceModifier: '-2.00' },
          { value: 'black', label: 'Black edges', priceModifier: '-2.00' },
        ],
      },
      {
        id: 'opt-floating-frame-1700000000019',
        name: 'Floating Frame',
        type: 'select',
        required: false,
        values: [
          { value: 'black', label: 'Black floating frame', priceModifier: '45.00' },
          { value: 'white', label: 'White floating frame', priceModifier: '45.00' },
          { value: 'oak', label: 'Natural oak floating frame', priceModifier: '55.00' },
        ],
      },
    ],
    freeShipping: true,
    turnaroundTime: '3-5 business days',
    features: [
      'Archival cotton-poly canvas',
      'Solid pine stretcher bars',
      'Ready to hang with hardware included',
      'Fade-resistant for 75+ years indoors',
      'Free shipping in protective packaging',
    ],
    overview: overviewHtml(
      'Bring your favorite photos to life. Each canvas is hand-stretched, inspected and packed with corner protectors.',
      [
        'Gallery wrap depth looks great without a frame',
        'Choose mirrored, image-wrap or solid color edges',
        'Add a floating frame for a finished gallery look',
      ],
    ),
    specifications: specificationsHtml([
      ['Canvas', '400gsm cotton-poly blend, matte'],
      ['Frame', 'Kiln-dried pine, 0.75" to 1.5" deep'],
      ['Inks', 'Archival pigment inks'],
      ['Hanging', 'Sawtooth hanger and wall bumpers included'],
    ]),
    faqs: faqsHtml([
      [
        'Can you print a photo from my phone?',
        'Yes. Modern phone photos print beautifully up to 16" x 20"; we check every file and suggest the best size.',
      ],
      [
        'What are mirrored edges?',
        'The outer edge of your image is reflected onto the sides, so nothing important wraps around the frame.',
      ],
    ]),
    seoTitle: 'Custom Canvas Prints from Your Photos | PrintPro Signs',
    seoDescription:
      'Turn your photos into gallery-wrapped canvas prints on solid pine frames with fade-resistant archival inks. Floating frames available and shipping is free.',
    seoKeywords: 'canvas prints, photo on canvas, gallery wrap canvas, custom canvas, canvas wall art',
  },
];
