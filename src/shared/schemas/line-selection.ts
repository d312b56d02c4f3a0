import { z } from 'zod';
import { notANumberMessage } from '../custom-size.ts';
import {
  customOptionsRule,
  laminationChoices,
  listedRule,
  printingChoices,
  readWithAnother,
  type SelectionLabelRule,
  sizeRule,
  switchRule,
  turnaroundRule,
} from '../selection-label-rules.ts';
import { safeString } from './common.ts';
import { customOptionChoicesSchema } from './custom-option.ts';

// The shapes a choice travels in. A form field arrives as text (absent or blank: not chosen); a JSON body
// sends the value (null clears it); a stored line keeps it (null: not chosen).

const formBoolean = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .default('false')
  .transform((value) => value === 'true');

const jsonBoolean = z.boolean({ error: 'Must be true or false' });

/** An option code: blank means none chosen. */
const formCode = safeString()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

const optionCode = safeString().trim().min(1, 'Must not be blank').max(100, 'Must be at most 100 characters');

const formCustomOptions = safeString()
  .default('{}')
  .transform((text, ctx) => {
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(customOptionChoicesSchema);

/**
 * A custom size's width or height in inches, as a form field: a plain decimal number, or absent. Whether it
 * fits the product's limits is pricing.ts's validateSelection's to say.
 */
const formInches = (name: 'Width' | 'Height') =>
  safeString()
    .trim()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      if (!/^\d{1,6}(\.\d{1,8})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: notANumberMessage(name) });
        return z.NEVER;
      }
      return Number(text);
    });

/** A custom size's width or height in inches in a JSON body; null clears it. */
const jsonInches = (name: 'Width' | 'Height') =>
  z
    .number({ error: notANumberMessage(name) })
    .finite(notANumberMessage(name))
    .nullable();

/**
 * A line's selection: every choice a customer makes of a product (docs/product/pricing.md), defined once,
 * each with its three shapes and its words. `stored`: as a cart line keeps it and the API answers it;
 * `json`: as PATCH /api/cart/:id sends it; `form`: as the multipart POST /api/cart sends it; `label`: how it
 * reads in the cart's, the order's and the e-mails' option lists (selection-label-rules.ts), in this order.
 * The stored line's columns carry the same names (db/schema/cart.ts), so the cart, the order snapshot, the
 * configurator and the API take a new choice from here: adding one is its field here, its column (a
 * migration) and its control in the configurator; and, when it changes the price, its rule in pricing.ts.
 */
const selectionFields = {
  quantity: {
    stored: z.number().int().positive(),
    json: z.number({ error: 'Quantity must be a whole number' }).int('Quantity must be a whole number'),
    form: z
      .string({ error: 'Quantity is required' })
      .trim()
      .regex(/^\d{1,9}$/, 'Quantity must be a whole number')
      .transform(Number),
    label: readWithAnother,
  },
  size: { stored: z.string().nullable(), json: optionCode.nullable(), form: formCode, label: sizeRule },
  /** A custom size in inches, instead of a size (src/shared/custom-size.ts): sending one clears the size. */
  customWidthIn: {
    stored: z.number().nullable(),
    json: jsonInches('Width'),
    form: formInches('Width'),
    label: readWithAnother,
  },
  customHeightIn: {
    stored: z.number().nullable(),
    json: jsonInches('Height'),
    form: formInches('Height'),
    label: readWithAnother,
  },
  material: {
    stored: z.string().nullable(),
    json: optionCode.nullable(),
    form: formCode,
    label: listedRule('Material', 'materials'),
  },
  isDoubleSided: {
    stored: z.boolean(),
    json: jsonBoolean,
    form: formBoolean,
    label: switchRule('Printing', 'isDoubleSided', 'hasDoubleSided', {
      yes: printingChoices.two,
      no: printingChoices.one,
    }),
  },
  cutShape: {
    stored: z.string().nullable(),
    json: optionCode.nullable(),
    form: formCode,
    label: listedRule('Cut Shape', 'cutShapes', 'hasCutShapes'),
  },
  finish: {
    stored: z.string().nullable(),
    json: optionCode.nullable(),
    form: formCode,
    label: listedRule('Finish', 'finishes', 'hasFinishes'),
  },
  lamination: {
    stored: z.boolean(),
    json: jsonBoolean,
    form: formBoolean,
    label: switchRule('Lamination', 'lamination', 'hasLamination', laminationChoices),
  },
  customOptions: {
    stored: customOptionChoicesSchema,
    json: customOptionChoicesSchema,
    form: formCustomOptions,
    label: customOptionsRule,
  },
  isRush: { stored: z.boolean(), json: jsonBoolean, form: formBoolean, label: turnaroundRule },
} satisfies Record<
  string,
  { stored: z.ZodType; json: z.ZodType; form: z.ZodType; label: SelectionLabelRule }
>;

type Fields = typeof selectionFields;
type Shape = 'stored' | 'json' | 'form' | 'label';

function shapeOf<S extends Shape>(shape: S): { [K in keyof Fields]: Fields[K][S] } {
  return Object.fromEntries(Object.entries(selectionFields).map(([name, field]) => [name, field[shape]])) as {
    [K in keyof Fields]: Fields[K][S];
  };
}

/** The selection as a cart line keeps it and the API answers it (null: not chosen). */
export const lineSelectionSchema = z.object(shapeOf('stored'));
export type LineSelection = z.infer<typeof lineSelectionSchema>;
/** The selection's fields in a JSON body (PATCH /api/cart/:id). */
export const lineSelectionJsonShape = shapeOf('json');
/** The selection's fields in the multipart POST /api/cart, as text. */
export const lineSelectionFormShape = shapeOf('form');
/** How each choice reads, in the order the option lists show them. */
export const selectionLabelRules: SelectionLabelRule[] = Object.values(shapeOf('label'));

export type SelectionKey = keyof LineSelection;

/**
 * A selection as the configurator holds it and pricing reads it (src/shared/pricing.ts): its quantity, and
 * the choices made; a choice not made is left out (a yes/no choice left out is no).
 */
export type PriceSelection = { quantity: number } & {
  [K in Exclude<SelectionKey, 'quantity'>]?: NonNullable<LineSelection[K]> | undefined;
};
const selectionKeys = Object.keys(selectionFields) as SelectionKey[];

/** Just the selection of a line, a row or a form that holds one among other fields. */
export function selectionPart<T extends { [K in SelectionKey]: unknown }>(source: T): Pick<T, SelectionKey> {
  return Object.fromEntries(selectionKeys.map((key) => [key, source[key]])) as Pick<T, SelectionKey>;
}

/** A selection as pricing reads it: a choice not made is left out. */
export function priceSelectionOf(
  selection: { [K in SelectionKey]: LineSelection[K] | undefined },
): PriceSelection {
  const entries = selectionKeys.flatMap((key) =>
    selection[key] === null || selection[key] === undefined ? [] : [[key, selection[key]] as const],
  );
  return Object.fromEntries(entries) as unknown as PriceSelection;
}

/** What a line keeps for a choice not made: no custom option chosen, or null. */
const notChosen: Partial<Record<SelectionKey, unknown>> = { customOptions: {} };

/** A selection as a line keeps it: a choice not made is null. */
export function storedSelectionOf(selection: PriceSelection): LineSelection {
  const own = selection as Partial<Record<SelectionKey, unknown>>;
  return Object.fromEntries(
    selectionKeys.map((key) => [key, own[key] ?? notChosen[key] ?? null]),
  ) as LineSelection;
}

/** The selection's fields of the multipart POST /api/cart: each chosen value as text, customOptions as JSON. */
export function selectionFormFields(selection: PriceSelection): [SelectionKey, string][] {
  const own = selection as Partial<Record<SelectionKey, unknown>>;
  return selectionKeys.flatMap((key): [SelectionKey, string][] => {
    const value = own[key];
    if (value === null || value === undefined || value === '') return [];
    return [[key, typeof value === 'object' ? JSON.stringify(value) : String(value)]];
  });
}
