import { faqsHtml, overviewHtml, specificationsHtml } from './html-content.ts';
import type { SeedProduct } from './seed-types.ts';

/** Trade Show Displays, part one: pop-up displays and banner stands. */
export const tradeShowProducts: readonly SeedProduct[] = [
  {
    name: '10ft Pop-Up Display',
    slug: 'pop-up-display-10ft',
    category: 'trade-show-displays',
    art: 'popup',
    daysAgo: 110,
    description:
      'A tool-free pop-up display with a seamless dye-sublimated fabric graphic that sets up in under five minutes. Everything packs into one wheeled case.',
    basePrice: '649.00',
    sizes: [
      {
        value: '8ft-straight',
        label: "8ft Straight (8' x 7.5')",
        price: '649.00',
        widthIn: 96,
        heightIn: 90,
      },
      {
        value: '10ft-straight',
        label: "10ft Straight (10' x 7.5')",
        price: '799.00',
        widthIn: 120,
        heightIn: 90,
      },
      {
        value: '10ft-curved',
        label: "10ft Curved (10' x 7.5')",
        price: '899.00',
        widthIn: 120,
        heightIn: 90,
      },
    ],
    materials: [
      { value: 'tension-fabric', label: 'Tension Fabric (dye-sublimated)', priceModifier: '0.00' },
      { value: 'blockout-fabric', label: 'Premium Blockout Fabric', priceModifier: '75.00' },
    ],
    rushFee: '99.00',
    quantityDiscounts: [{ minQuantity: 2, discountPercent: 5 }],
    customOptions: [
      {
        id: 'opt-carrying-case-1700000000006',
        name: 'Carrying Case',
        type: 'select',
        required: true,
        values: [
          { value: 'hard-case', label: 'Wheeled hard case (converts to podium)', priceModifier: '0.00' },
          { value: 'soft-bag', label: 'Padded soft bag', priceModifier: '-60.00' },
        ],
      },
      {
        id: 'opt-display-addons-1700000000007',
        name: 'Display Add-ons',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'led-lights', label: 'LED spotlights (2)', priceModifier: '129.00' },
          { value: 'end-caps', label: 'Printed fabric end caps', priceModifier: '189.00' },
          { value: 'counter', label: 'Matching counter with graphic', priceModifier: '249.00' },
        ],
      },
    ],
    tags: ['Top Seller'],
    freeShipping: true,
    turnaroundTime: '3-5 business days',
    features: [
      'Tool-free aluminum frame sets up in minutes',
      'Seamless, wrinkle-resistant fabric graphic',
      'Machine-washable dye-sublimated print',
      'Wheeled case doubles as a podium',
      'Free shipping and a lifetime frame warranty',
    ],
    overview: overviewHtml(
      'Stand out on the show floor with a full-height backwall. The graphic attaches to the frame with velcro, so one person can set up the whole booth.',
      [
        'Straight or curved 10ft frames for standard inline booths',
        'Add LED spotlights, end caps and a matching counter',
        'Replacement graphics available for future shows',
      ],
    ),
    specifications: specificationsHtml([
      ['Frame', 'Anodized aluminum scissor frame'],
      ['Graphic', 'Dye-sublimated tension fabric'],
      ['Overall height', '7.5 ft'],
      ['Weight', '38 lb with case'],
      ['Warranty', 'Lifetime on the frame'],
    ]),
    faqs: faqsHtml([
      [
        'How long does setup take?',
        'Most customers set it up alone in under five minutes; no tools are needed.',
      ],
      [
        'Can I ship it to the venue?',
        'Yes. Enter the venue or show services address at checkout and we ship directly.',
      ],
    ]),
    seoTitle: '10ft Pop-Up Trade Show Display with Fabric Graphic',
    seoDescription:
      'A 10ft pop-up trade show display with a seamless fabric graphic, tool-free frame and wheeled case. Add lights and end caps. Free shipping from PrintPro Signs.',
    seoKeywords:
      'pop up display, 10ft trade show display, trade show booth, fabric backwall, tension fabric display',
  },
  {
    name: 'Retractable Banner Stands',
    slug: 'retractable-banner-stands',
    category: 'trade-show-displays',
    art: 'retractable',
    daysAgo: 100,
    description:
      'Roll-up banner stands with a printed graphic that retracts into the base for travel. Set up in seconds at trade shows, lobbies and events.',
    basePrice: '109.99',
    sizes: [
      { value: '24x81', label: '24" x 81"', price: '109.99', widthIn: 24, heightIn: 81 },
      { value: '33x81', label: '33" x 81"', price: '129.99', widthIn: 33, heightIn: 81 },
      { value: '47x81', label: '47" x 81"', price: '189.99', widthIn: 47, heightIn: 81 },
    ],
    materials: [
      { value: 'anti-curl-film', label: 'Anti-Curl Banner Film', priceModifier: '0.00' },
      { value: 'matte-vinyl', label: '13oz Matte Vinyl (economy)', priceModifier: '-10.00' },
      { value: 'polyester-fabric', label: 'Premium Polyester Fabric', priceModifier: '25.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '89.00',
    hasLamination: true,
    rushFee: '25.00',
    quantityDiscounts: [
      { minQuantity: 3, discountPercent: 5 },
      { minQuantity: 5, discountPercent: 10 },
      { minQuantity: 10, discountPercent: 15 },
    ],
    customOptions: [
      {
        id: 'opt-stand-type-1700000000008',
        name: 'Stand Type',
        type: 'select',
        required: true,
        values: [
          { value: 'standard', label: 'Standard aluminum base', priceModifier: '0.00' },
          { value: 'premium', label: 'Premium wide base with swivel feet', priceModifier: '45.00' },
          { value: 'economy', label: 'Economy lightweight base', priceModifier: '-20.00' },
        ],
      },
      {
        id: 'opt-spare-graphic-1700000000009',
        name: 'Spare Graphic',
        type: 'boolean',
        required: false,
        defaultValue: 'no',
        values: [{ value: 'yes', label: 'Add a replacement graphic', priceModifier: '69.00' }],
      },
    ],
    tags: ['Top Seller', 'Fast Shipping'],
    turnaroundTime: '3-4 business days',
    features: [
      'Graphic retracts into the base in seconds',
      'Anti-curl film hangs perfectly flat',
      'Padded travel bag included',
      'Double-sided stands available',
      'Replacement graphics for future events',
    ],
    overview: overviewHtml(
      'The easiest display you will ever set up: pull the graphic up, hook it to the pole and you are done. The whole stand packs into a shoulder bag.',
      [
        'Three widths, all 81" tall',
        'Anti-curl film, economy vinyl or premium fabric',
        'Optional matte lamination protects the print',
      ],
    ),
    specifications: specificationsHtml([
      ['Height', '81" (adjustable pole)'],
      ['Base', 'Aluminum with fold-out feet'],
      ['Graphic', 'Anti-curl film, 13oz vinyl or polyester fabric'],
      ['Included', 'Stand, graphic, pole, padded bag'],
      ['Weight', '7-11 lb depending on width'],
    ]),
    faqs: faqsHtml([
      [
        'Can I swap the graphic later?',
        'Yes. Order a replacement graphic and change it in about ten minutes.',
      ],
      [
        'What does double-sided mean here?',
        'A two-sided base holds two graphics back to back, so the stand works in the middle of a room.',
      ],
    ]),
    seoTitle: 'Retractable Banner Stands | Roll-Up Displays | PrintPro',
    seoDescription:
      'Retractable banner stands with anti-curl graphics in 24", 33" and 47" widths. Set up in seconds, pack into a travel bag and are ready in 3-4 business days.',
    seoKeywords:
      'retractable banner stand, roll up banner, pull up banner, trade show banner stand, banner stand',
  },
];
