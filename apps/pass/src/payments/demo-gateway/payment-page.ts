// The demo gateway's hosted payment page: a small self-contained HTML form (pay, fail, cancel).
import { getCurrency } from '@repo/enums';

const texts = {
  cs: {
    title: 'Platba kartou (demo)',
    pay: 'Zaplatit',
    fail: 'Simulovat zamítnutí',
    cancel: 'Zrušit',
    order: 'Objednávka',
    note: 'Ukázková platební brána: žádné peníze se nestrhnou.',
  },
  sk: {
    title: 'Platba kartou (demo)',
    pay: 'Zaplatiť',
    fail: 'Simulovať zamietnutie',
    cancel: 'Zrušiť',
    order: 'Objednávka',
    note: 'Ukážková platobná brána: žiadne peniaze sa nestrhnú.',
  },
  en: {
    title: 'Card payment (demo)',
    pay: 'Pay',
    fail: 'Simulate a decline',
    cancel: 'Cancel',
    order: 'Order',
    note: 'Demo payment gateway: no money is taken.',
  },
  de: {
    title: 'Kartenzahlung (Demo)',
    pay: 'Bezahlen',
    fail: 'Ablehnung simulieren',
    cancel: 'Abbrechen',
    order: 'Bestellung',
    note: 'Demo-Zahlungsseite: Es wird kein Geld abgebucht.',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export function renderPaymentPage(input: {
  paymentId: string;
  orderNumber: number;
  amount: number;
  currencyId: number;
  language: keyof typeof texts;
  methodLabel: string;
}): string {
  const text = texts[input.language];
  const amount = new Intl.NumberFormat(input.language, {
    style: 'currency',
    currency: getCurrency(input.currencyId).isoChar,
  }).format(input.amount / 100);
  const action = (name: 'pay' | 'fail' | 'cancel', label: string, primary = false) =>
    `<form method="post" action="/pass/payment/demo/${input.paymentId}/${name}" enctype="text/plain">
      <button type="submit" class="${primary ? 'primary' : ''}" data-action="${name}">${escapeHtml(label)}</button>
    </form>`;
  return `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f3ff;color:#1f1235;display:flex;justify-content:center;padding:3rem 1rem}
main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;width:100%;box-shadow:0 4px 24px #0001}
h1{font-size:1.3rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #6d28d9;background:#fff;color:#6d28d9;margin:.25rem;cursor:pointer}
button.primary{background:#6d28d9;color:#fff}p.note{color:#5b5570;font-size:.9rem}
</style></head>
<body><main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.order)} ${input.orderNumber} · ${escapeHtml(input.methodLabel)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${action('pay', text.pay, true)}${action('fail', text.fail)}${action('cancel', text.cancel)}
<p class="note">${escapeHtml(text.note)}</p>
</main></body></html>`;
}
