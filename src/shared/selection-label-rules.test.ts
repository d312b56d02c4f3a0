import { describe, expect, it } from 'vitest';
import {
  codeRule,
  type LabelledProduct,
  type LabelledSelection,
  listedRule,
  type SelectionLabelRule,
  switchRule,
  yesRule,
} from './selection-label-rules.ts';

const product: LabelledProduct = {
  sizes: [],
  materials: [{ value: 'vinyl', label: '13oz Vinyl' }],
  cutShapes: [{ value: 'circle', label: 'Circle' }],
  finishes: [],
  hasDoubleSided: true,
  hasCutShapes: false,
  hasFinishes: false,
  hasLamination: true,
  customOptions: [],
  turnaroundTime: null,
};

const laminated = { yes: { value: 'yes', label: 'Laminated' }, no: { value: 'no', label: 'None' } };

describe('the label rules a choice of the line selection names beside its schema', () => {
  it.each<[string, SelectionLabelRule, LabelledSelection, { name: string; value: string; label: string }[]]>([
    [
      'a listed code reads as its label',
      listedRule('Material', 'materials'),
      { material: 'vinyl' },
      [{ name: 'Material', value: 'vinyl', label: '13oz Vinyl' }],
    ],
    [
      'a listed code the list lost reads as itself',
      listedRule('Material', 'materials'),
      { material: 'mesh' },
      [{ name: 'Material', value: 'mesh', label: 'mesh' }],
    ],
    ['a listed code not chosen is not listed', listedRule('Material', 'materials'), { material: null }, []],
    [
      'a list the product switched off is not listed',
      listedRule('Cut Shape', 'cutShapes', 'hasCutShapes'),
      {
        cutShape: 'circle',
      },
      [],
    ],
    [
      'an offered switch reads yes',
      switchRule('Lamination', 'lamination', 'hasLamination', laminated),
      {
        lamination: true,
      },
      [{ name: 'Lamination', value: 'yes', label: 'Laminated' }],
    ],
    [
      'an offered switch left out reads no',
      switchRule('Lamination', 'lamination', 'hasLamination', laminated),
      {},
      [{ name: 'Lamination', value: 'no', label: 'None' }],
    ],
    [
      'a switch the product does not offer is not listed',
      switchRule('Printing', 'isDoubleSided', 'hasCutShapes', laminated),
      {
        isDoubleSided: true,
      },
      [],
    ],
    [
      'a yes/no choice reads Yes when chosen',
      yesRule('Rush', 'isRush'),
      { isRush: true },
      [{ name: 'Rush', value: 'yes', label: 'Yes' }],
    ],
    ['a yes/no choice is not listed when no', yesRule('Rush', 'isRush'), { isRush: false }, []],
    [
      'a code with no list reads as itself',
      codeRule('Finish', 'finish'),
      { finish: 'gloss' },
      [{ name: 'Finish', value: 'gloss', label: 'gloss' }],
    ],
    ['a code with no list is not listed when blank', codeRule('Finish', 'finish'), { finish: '' }, []],
  ])('%s', (_case, rule, selection, expected) => {
    expect(rule(product, selection, [])).toEqual(expected);
  });
});
