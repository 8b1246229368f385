// The demo gateway's hosted payment page: a small self-contained HTML form (pay, fail, cancel), or why not.
import { getCurrency } from '@repo/enums';

const texts = {
  cs: {
    title: 'Platba kartou (demo)',
    pay: 'Zaplatit',
    fail: 'Simulovat zamítnutí',
    cancel: 'Zrušit',
    order: 'Objednávka',
    note: 'Ukázková platební brána: žádné peníze se nestrhnou.',
    closedTitle: 'Tuto objednávku už nelze zaplatit',
    expired:
      'Čas na zaplacení vypršel a vstupenky objednávky se uvolnily pro další zájemce. Kartu jsme nezatížili. Vyberte si prosím vstupenky znovu.',
    canceled: 'Objednávka byla zrušena, a proto ji nelze zaplatit. Kartu jsme nezatížili.',
    paid: 'Objednávka je už zaplacená. Vstupenky najdete na stránce objednávky.',
    back: 'Zpět na objednávku',
  },
  sk: {
    title: 'Platba kartou (demo)',
    pay: 'Zaplatiť',
    fail: 'Simulovať zamietnutie',
    cancel: 'Zrušiť',
    order: 'Objednávka',
    note: 'Ukážková platobná brána: žiadne peniaze sa nestrhnú.',
    closedTitle: 'Túto objednávku už nie je možné zaplatiť',
    expired:
      'Čas na zaplatenie vypršal a vstupenky objednávky sa uvoľnili pre ďalších záujemcov. Kartu sme nezaťažili. Vyberte si prosím vstupenky znova.',
    canceled: 'Objednávka bola zrušená, a preto ju nie je možné zaplatiť. Kartu sme nezaťažili.',
    paid: 'Objednávka je už zaplatená. Vstupenky nájdete na stránke objednávky.',
    back: 'Späť na objednávku',
  },
  en: {
    title: 'Card payment (demo)',
    pay: 'Pay',
    fail: 'Simulate a decline',
    cancel: 'Cancel',
    order: 'Order',
    note: 'Demo payment gateway: no money is taken.',
    closedTitle: 'This order can no longer be paid',
    expired:
      'The time to pay has run out and the order’s tickets have been released to other buyers. Your card was not charged. Please choose your tickets again.',
    canceled: 'The order was canceled, so it cannot be paid. Your card was not charged.',
    paid: 'The order is already paid. Your tickets are on the order page.',
    back: 'Back to the order',
  },
  de: {
    title: 'Kartenzahlung (Demo)',
    pay: 'Bezahlen',
    fail: 'Ablehnung simulieren',
    cancel: 'Abbrechen',
    order: 'Bestellung',
    note: 'Demo-Zahlungsseite: Es wird kein Geld abgebucht.',
    closedTitle: 'Diese Bestellung kann nicht mehr bezahlt werden',
    expired:
      'Die Zahlungsfrist ist abgelaufen und die Tickets der Bestellung wurden für andere freigegeben. Ihre Karte wurde nicht belastet. Bitte wählen Sie Ihre Tickets erneut.',
    canceled:
      'Die Bestellung wurde storniert und kann daher nicht bezahlt werden. Ihre Karte wurde nicht belastet.',
    paid: 'Die Bestellung ist bereits bezahlt. Ihre Tickets finden Sie auf der Bestellseite.',
    back: 'Zurück zur Bestellung',
  },
} as const;

/** Why an order's payment page takes no payment: it expired, was canceled, or is paid already. */
export type ClosedReason = 'expired' | 'canceled' | 'paid';

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
  /** Set when the order cannot be paid any more: the page says why instead of offering the buttons. */
  closed?: { reason: ClosedReason; orderUrl: string } | null;
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
  const body = input.closed
    ? `<h1>${escapeHtml(text.closedTitle)}</h1>
<p>${escapeHtml(text.order)} ${input.orderNumber} · ${escapeHtml(input.methodLabel)}</p>
<p class="closed" role="alert" data-reason="${input.closed.reason}">${escapeHtml(text[input.closed.reason])}</p>
<a class="button primary" href="${escapeHtml(input.closed.orderUrl)}">${escapeHtml(text.back)}</a>`
    : `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.order)} ${input.orderNumber} · ${escapeHtml(input.methodLabel)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${action('pay', text.pay, true)}${action('fail', text.fail)}${action('cancel', text.cancel)}`;
  return `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.closed ? text.closedTitle : text.title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f3ff;color:#1f1235;display:flex;justify-content:center;padding:3rem 1rem}
main{background:#fff;border-radius:12px;padding:2rem;max-width:26rem;width:100%;box-shadow:0 4px 24px #0001}
h1{font-size:1.3rem;margin:0 0 1rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{display:inline}button,a.button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #6d28d9;background:#fff;color:#6d28d9;margin:.25rem;cursor:pointer;display:inline-block;text-decoration:none}
button.primary,a.button.primary{background:#6d28d9;color:#fff}p.note{color:#5b5570;font-size:.9rem}
p.closed{background:#fef3c7;color:#78350f;border-radius:8px;padding:.9rem 1rem;line-height:1.45}
</style></head>
<body><main>
${body}
<p class="note">${escapeHtml(text.note)}</p>
</main></body></html>`;
}
