import { z } from 'zod';
import { printDpiFields, printDpiIssues } from '#shared/schemas/print-dpi';

/**
 * The artwork check's two thresholds as the owner types them (the product form and the category dialog):
 * text, empty for the default by kind of print; checked by the API's own rules as typed.
 */
export type PrintDpiDraft = { great: string; ok: string };

export type PrintDpiPair = { printDpiGreat: number | null; printDpiOk: number | null };

export function printDpiDraft(pair: Partial<PrintDpiPair> | null | undefined): PrintDpiDraft {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return { great: text(pair?.printDpiGreat), ok: text(pair?.printDpiOk) };
}

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The pair for the API body: an empty box is no setting. */
export function toPrintDpi(draft: PrintDpiDraft): PrintDpiPair {
  return { printDpiGreat: asNumber(draft.great), printDpiOk: asNumber(draft.ok) };
}

const paths = { printDpiGreat: 'great', printDpiOk: 'ok' } as const;

export const printDpiDraftSchema = z
  .object({ great: z.string(), ok: z.string() })
  .superRefine((draft, ctx) => {
    const pair = toPrintDpi(draft);
    let wellFormed = true;
    for (const key of ['printDpiGreat', 'printDpiOk'] as const) {
      const parsed = printDpiFields[key].safeParse(pair[key]);
      if (!parsed.success) {
        wellFormed = false;
        ctx.addIssue({ code: 'custom', path: [paths[key]], message: parsed.error.issues[0]?.message ?? '' });
      }
    }
    if (!wellFormed) return;
    for (const issue of printDpiIssues(pair)) {
      ctx.addIssue({
        code: 'custom',
        path: [paths[issue.path as keyof typeof paths]],
        message: issue.message,
      });
    }
  });
