import { describe, expect, it } from 'vitest';
import type { CustomOption } from './schemas/custom-option.ts';
import type { LabelledOption, LabelledProduct, LabelledSelection } from './selection-label-rules.ts';
import { labelSelection } from './selection-labels.ts';

const cards: LabelledProduct = {
  sizes: [{ value: 'standard', label: 'Standard 3.5" x 2"' }],
  materials: [{ value: '16pt', label: '16pt Cardstock' }],
  cutShapes: [{ value: 'rounded', label: 'Rounded Corners' }],
  finishes: [{ value: 'soft', label: 'Soft-Touch' }],
  hasDoubleSided: true,
  hasCutShapes: true,
  hasFinishes: true,
  hasLamination: true,
  customOptions: [
    {
      id: 'foil',
      name: 'Foil Accent',
      type: 'multiselect',
      required: false,
      values: [
        { value: 'gold', label: 'Gold foil', priceModifier: '15.00' },
        { value: 'silver', label: 'Silver foil', priceModifier: '15.00' },
      ],
    },
  ],
  turnaroundTime: '1-2 business days',
};

const plain: LabelledProduct = {
  ...cards,
  hasDoubleSided: false,
  hasCutShapes: false,
  hasFinishes: false,
  hasLamination: false,
  customOptions: [],
};

const category: CustomOption[] = [
  { id: 'grommets', name: 'Grommets', type: 'boolean', required: false, values: [] },
  {
    id: 'hem',
    name: 'Hem',
    type: 'boolean',
    required: false,
    values: [{ value: 'hem', label: 'Sewn hem', priceModifier: '2.00' }],
  },
  {
    id: 'foil',
    name: 'Category foil',
    type: 'select',
    required: false,
    values: [{ value: 'gold', label: 'Category gold', priceModifier: '1.00' }],
  },
];

const base: LabelledSelection = {
  size: 'standard',
  material: '16pt',
  isDoubleSided: false,
  isRush: false,
  cutShape: 'rounded',
  finish: 'soft',
  lamination: false,
  customOptions: {},
};

const row = (name: string, value: string, label: string): LabelledOption => ({ name, value, label });

describe('labelSelection', () => {
  const cases: {
    title: string;
    product: LabelledProduct;
    selection: LabelledSelection;
    categoryOptions?: CustomOption[];
    expected: LabelledOption[];
  }[] = [
    {
      title: 'every option of a product that offers them all, in the configurator order',
      product: cards,
      selection: {
        ...base,
        isDoubleSided: true,
        customOptions: { foil: ['silver', 'gold', 'gold'] },
        designMethod: 'upload',
      },
      expected: [
        row('Size', 'standard', 'Standard 3.5" x 2"'),
        row('Material', '16pt', '16pt Cardstock'),
        row('Printing', 'two', 'Two-sided'),
        row('Cut Shape', 'rounded', 'Rounded Corners'),
        row('Finish', 'soft', 'Soft-Touch'),
        row('Lamination', 'no', 'No lamination'),
        row('Foil Accent', 'gold,silver', 'Gold foil, Silver foil'),
        row('Turnaround', 'normal', 'Standard (1-2 business days)'),
        row('Design', 'upload', 'Upload my artwork'),
      ],
    },
    {
      title: 'one-sided, laminated, rush, design help',
      product: cards,
      selection: { ...base, lamination: true, isRush: true, designMethod: 'create' },
      expected: [
        row('Size', 'standard', 'Standard 3.5" x 2"'),
        row('Material', '16pt', '16pt Cardstock'),
        row('Printing', 'one', 'One-sided'),
        row('Cut Shape', 'rounded', 'Rounded Corners'),
        row('Finish', 'soft', 'Soft-Touch'),
        row('Lamination', 'yes', 'Laminated'),
        row('Turnaround', 'rush', 'Rush (1-2 days)'),
        row('Design', 'create', 'Design it for me'),
      ],
    },
    {
      title: 'options the product does not offer are left out, whatever the selection says',
      product: plain,
      selection: { ...base, isDoubleSided: true, lamination: true, customOptions: { foil: 'gold' } },
      expected: [
        row('Size', 'standard', 'Standard 3.5" x 2"'),
        row('Material', '16pt', '16pt Cardstock'),
        row('Turnaround', 'normal', 'Standard (1-2 business days)'),
      ],
    },
    {
      title: 'no design row without a design method (the order snapshot)',
      product: plain,
      selection: { ...base, size: null, material: undefined },
      expected: [row('Turnaround', 'normal', 'Standard (1-2 business days)')],
    },
    {
      title: "a code the product's list no longer holds reads as the code",
      product: cards,
      selection: { ...base, size: 'gone', finish: 'old', customOptions: { foil: 'bronze' } },
      expected: [
        row('Size', 'gone', 'gone'),
        row('Material', '16pt', '16pt Cardstock'),
        row('Printing', 'one', 'One-sided'),
        row('Cut Shape', 'rounded', 'Rounded Corners'),
        row('Finish', 'old', 'old'),
        row('Lamination', 'no', 'No lamination'),
        row('Foil Accent', 'bronze', 'bronze'),
        row('Turnaround', 'normal', 'Standard (1-2 business days)'),
      ],
    },
    {
      title: "the category's options come first, the product's own option of the same id wins",
      product: plain,
      categoryOptions: category,
      selection: {
        ...base,
        size: null,
        material: null,
        customOptions: { grommets: true, hem: true, foil: ['gold'], unknown: 'x' },
      },
      expected: [
        row('Grommets', 'yes', 'Yes'),
        row('Hem', 'yes', 'Yes — Sewn hem'),
        row('Category foil', 'gold', 'Category gold'),
        row('Turnaround', 'normal', 'Standard (1-2 business days)'),
      ],
    },
    {
      title: 'a Yes/No answered No is listed; unanswered and empty choices are not',
      product: { ...plain, customOptions: cards.customOptions },
      categoryOptions: category,
      selection: { ...base, size: null, material: null, customOptions: { grommets: false, foil: [] } },
      expected: [row('Grommets', 'no', 'No'), row('Turnaround', 'normal', 'Standard (1-2 business days)')],
    },
    {
      title: 'a product naming no turnaround time',
      product: { ...plain, turnaroundTime: null },
      selection: { ...base, size: null, material: null },
      expected: [row('Turnaround', 'normal', 'Standard')],
    },
  ];

  it.each(cases)('$title', ({ product, selection, categoryOptions, expected }) => {
    expect(labelSelection(product, selection, categoryOptions)).toEqual(expected);
  });
});
