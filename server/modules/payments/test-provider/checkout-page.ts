import * as t from 'io-ts';
import type { TestPayment } from './store';

export const checkoutPath = (id: string): string => `/test-provider/checkout/${encodeURIComponent(id)}`;
export const checkoutStylesheetPath = '/test-provider/checkout.css';

/** What the payer may make of a test payment ('open': leave it open). */
export const Outcome = t.keyof({ paid: null, failed: null, canceled: null, expired: null, open: null });
export type Outcome = t.TypeOf<typeof Outcome>;

/** Each outcome's button, in the order shown. */
const outcomeLabels: Readonly<Record<Outcome, string>> = { paid: 'Paid', failed: 'Failed', canceled: 'Canceled', expired: 'Expired', open: 'Leave open' };

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

const money = (amount: number, currency: string): string => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount / 100);

/** The page's one stylesheet, a file of its own: the site's Content-Security-Policy allows no inline style. */
export const checkoutStylesheet = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1d2433}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{margin-top:0;font-size:1.5rem}.note{color:#4a5468}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}legend{font-weight:600;margin-bottom:.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #3559c7;background:#3559c7;color:#fff;cursor:pointer}
button[value=open]{background:#fff;color:#3559c7}button:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${checkoutStylesheetPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

const outcomeForm = (payment: TestPayment): string => `<form method="post" action="${escapeHtml(checkoutPath(payment.id))}">
<fieldset>
<legend>What should this payment do?</legend>
${Object.entries(outcomeLabels).map(([value, label]) => `<button type="submit" name="outcome" value="${value}">${label}</button>`).join('\n')}
</fieldset>
</form>`;

const decided = (payment: TestPayment): string =>
  `<p>This payment is ${escapeHtml(payment.status)}.</p>\n<p><a href="${escapeHtml(payment.redirect_url)}">Back to the shop</a></p>`;

/** The hosted checkout of a test payment: plain server HTML, English, no script. */
export const checkoutPage = (payment: TestPayment): string => {
  const amount = money(payment.amount, payment.currency);
  return page(
    `Test payment: ${amount}`,
    `<h1>Test payment</h1>
<p class="note">The embedded test provider: no money moves. Choose what the payment does.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Description</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Method</dt><dd>${escapeHtml(payment.method)}</dd>
</dl>
${payment.status === 'open' ? outcomeForm(payment) : decided(payment)}`,
  );
};

export const unknownPaymentPage = (): string => page('Test payment not found', '<h1>Test payment not found</h1>\n<p>There is no test payment at this address.</p>');
