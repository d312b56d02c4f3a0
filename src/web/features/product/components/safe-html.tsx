import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * Cleans admin-written HTML before it enters the page: scripts, event-handler attributes, javascript:
 * URLs, styles, forms and SVG/MathML are removed. The server already sanitises on save (docs/decisions/0008);
 * this is the second line of defence for anything stored before that or changed on the way.
 */
function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}

/** Readable typography for headings, paragraphs, lists, tables and links inside product HTML. */
const typography = [
  'max-w-none text-slate-700 leading-relaxed',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:my-3 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ul]:marker:text-brand-600',
  '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a]:hover:text-brand-800',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm sm:[&_table]:text-base',
  '[&_tr]:border-b [&_tr]:border-slate-200 [&_tr:last-child]:border-0',
  '[&_th]:w-2/5 [&_th]:py-2.5 [&_th]:pr-4 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:py-2.5 [&_td]:pr-4 [&_td]:align-top',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
].join(' ');

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders product HTML (overview, specifications, FAQs) after sanitising it in the browser. DOMPurify needs
 * a DOM, which the server's render has not (docs/decisions/0021): there the HTML goes out as the API
 * answers it, cleaned by the server's allow-list when it was saved and again when it was read
 * (docs/decisions/0008). Hydration keeps that HTML; what the browser renders itself it cleans once more.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => (typeof window === 'undefined' ? html : sanitizeHtml(html)), [html]);
  return (
    <div
      className={cn(typography, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
