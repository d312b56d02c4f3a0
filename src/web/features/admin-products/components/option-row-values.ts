/** One entry of a size, material, cut-shape or finish list; amount is the text of the price field. */
export interface OptionRow {
  value: string;
  label: string;
  amount: string;
  /** A size's printed width and height in inches, as typed (both or neither). */
  widthIn?: string;
  heightIn?: string;
}

/** money: a price ≥ 0; signed-money: an add-on that may be negative; percent: a finish's percentage. */
export type AmountKind = 'money' | 'signed-money' | 'percent';

/** What the admin typed for an entry, every field as text. */
export interface OptionRowDraft {
  label: string;
  amount: string;
  width: string;
  height: string;
}

/** The dimensions typed: both as positive numbers, neither, or a message saying what is wrong. */
function readDimensions(width: string, height: string): { widthIn?: string; heightIn?: string } | string {
  const w = width.trim();
  const h = height.trim();
  if (w === '' && h === '') return {};
  const valid = (text: string) => Number.isFinite(Number(text)) && Number(text) > 0 && Number(text) <= 2400;
  if (w === '' || h === '') return 'Give both the width and the height in inches, or neither.';
  if (!valid(w) || !valid(h)) return 'The width and the height must be inches between 0 and 2400.';
  return { widthIn: String(Number(w)), heightIn: String(Number(h)) };
}

const amountMessages: Record<AmountKind, string> = {
  money: 'Enter a price of $0.00 or more.',
  'signed-money': 'Enter a price modifier, such as 2.50 or -1.00.',
  percent: 'Enter a percentage, such as 10 or -5.',
};

/**
 * An entry's label, amount and (for sizes) dimensions from what was typed, or the message to show. Adding an
 * entry takes a blank or invalid amount as 0 (as it always did); editing one (`strictAmount`) refuses it, so
 * clearing a price by mistake never makes a size free.
 */
export function readOptionRow(
  draft: OptionRowDraft,
  kind: AmountKind,
  withDimensions: boolean,
  { strictAmount = false }: { strictAmount?: boolean } = {},
): Omit<OptionRow, 'value'> | string {
  const label = draft.label.trim();
  if (!label) return 'Enter a label.';
  const dimensions = withDimensions ? readDimensions(draft.width, draft.height) : {};
  if (typeof dimensions === 'string') return dimensions;
  const number = Number(draft.amount);
  const valid = draft.amount.trim() !== '' && Number.isFinite(number) && (kind !== 'money' || number >= 0);
  if (!valid && strictAmount) return amountMessages[kind];
  return { label, amount: valid ? String(number) : '0', ...dimensions };
}

/** The fields of an entry, to edit it. */
export function draftOf(row: OptionRow): OptionRowDraft {
  return { label: row.label, amount: row.amount, width: row.widthIn ?? '', height: row.heightIn ?? '' };
}
