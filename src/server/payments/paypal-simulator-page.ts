import type { SimulatedOrder } from './paypal-simulator-store.ts';

/**
 * The simulator's approval page: plain server-rendered HTML with a form, no script, so it passes the
 * app's content security policy. The page's own policy also lets the form's redirect reach the shop's
 * return and cancel URLs (form-action applies to the redirect after a form post).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const style = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f5f7fa;color:#1a1a1a;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.badge{display:inline-block;background:#fff4ce;color:#6b4e00;border-radius:999px;padding:.15rem .6rem;font-size:.8rem;margin-bottom:1rem}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}p{line-height:1.5}
form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;border-radius:999px;padding:.8rem 1rem;cursor:pointer;border:1px solid #0070ba}
.pay{background:#0070ba;color:#fff}.cancel{background:#fff;color:#0070ba}
button:focus-visible{outline:3px solid #99c8ff;outline-offset:2px}
details button{width:100%;margin-top:.5rem}summary{cursor:pointer}`;

/** The approval page's content security policy; `formTargets` are the origins the form may redirect to. */
export function simulatorPagePolicy(formTargets: string[]): string {
  const targets = [...new Set(formTargets)].join(' ');
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${targets}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function approvalPage(order: SimulatedOrder, formAction: string): string {
  const amount = usd.format(Number(order.amount.value));
  const done = order.status !== 'CREATED';
  const intro = done
    ? '<p>This payment has already been approved. Continue to return to the shop.</p>'
    : `<p>${order.description ? `${escapeHtml(order.description)}. ` : ''}Approve the payment to return to the shop, which then takes the payment.</p>`;
  return page(
    'PayPal simulator: approve payment',
    `<span class="badge">Test mode: PayPal simulator, no real money moves</span>
<h1>Pay with PayPal</h1>
<div class="amount">${escapeHtml(amount)} <small>${escapeHtml(order.amount.currency_code)}</small></div>
${intro}
<form method="post" action="${escapeHtml(formAction)}">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<button class="pay" type="submit" name="action" value="pay">${done ? 'Continue' : `Pay ${escapeHtml(amount)}`}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
${
  done
    ? ''
    : `<details><summary>More test outcomes</summary>
<p>PayPal sometimes holds a payment for review and settles it minutes later. The shop hears of it by a webhook.</p>
<button class="cancel" type="submit" name="action" value="hold">Pay, held for review (then paid)</button>
<button class="cancel" type="submit" name="action" value="hold-deny">Pay, held for review (then denied)</button>
</details>`
}
</form>`,
  );
}

export function unknownPaymentPage(): string {
  return page(
    'PayPal simulator: payment not found',
    `<span class="badge">Test mode: PayPal simulator</span>
<h1>Payment not found</h1>
<p>This payment does not exist or has expired (the simulator forgets its payments when the shop restarts). Go back to the shop and start the payment again.</p>`,
  );
}
