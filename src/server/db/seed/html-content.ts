/** Builders for the simple, safe HTML of the product tabs; every text passed in is escaped. */

export const brandName = 'PrintPro Signs';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An introductory paragraph followed by a bullet list. */
export function overviewHtml(intro: string, points: readonly string[]): string {
  const items = points.map((point) => `<li>${escapeHtml(point)}</li>`).join('');
  return `<p>${escapeHtml(intro)}</p><ul>${items}</ul>`;
}

/** A two-column specification table. */
export function specificationsHtml(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(
    ([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<table><tbody>${body.join('')}</tbody></table>`;
}

export type Faq = readonly [question: string, answer: string];

/**
 * Questions every product page answers (the accepted file types and the 30-day promise;
 * docs/product/storefront.md).
 */
const commonFaqs: readonly Faq[] = [
  [
    'What design files do you accept?',
    'We accept AI, PDF, PNG, JPG and JPEG files. For a sharp print, supply artwork at the final print size: 300 DPI for cards and small prints, 150 DPI for signs, 100 DPI for large banners, which are seen from further away. The artwork check shows at once how yours will print. Not ready? Choose free design help and our designers will create it with you.',
  ],
  [
    'Will I see a proof before you print?',
    'Yes, if you ask for one at checkout (it is the default): our prepress team checks every file and emails you a digital proof, and printing starts only after you approve it. You may instead choose to have your files printed as submitted.',
  ],
  [
    'What if I am not happy with my order?',
    'Your satisfaction is guaranteed. If anything is not right, contact us within 30 days of delivery and we will reprint your order or refund it.',
  ],
];

/** Product-specific questions first, then the common ones; each as an <h3> question and a <p> answer. */
export function faqsHtml(specific: readonly Faq[]): string {
  return [...specific, ...commonFaqs]
    .map(([question, answer]) => `<h3>${escapeHtml(question)}</h3><p>${escapeHtml(answer)}</p>`)
    .join('');
}
