// The invoice or credit note as a PDF (pdf-lib, A4): the seller, the customer as the invoice was
// sent, its lines, the VAT per rate, the total, and the VAT note its treatment calls for. Every
// text goes through the embedded font chain, so any customer name prints.
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { InvoiceDetail } from '../../../shared/calls/invoices';
import type { Locale } from '../../../shared/site';
import { ratePercent } from '../../../shared/vat';
import { type FontChain, fontChain } from '../../pdf/fontChain';
import { formatMoney, localeOfCountry } from './invoiceSteps';

const REGULAR = ['DejaVuSans.ttf', 'DroidSansFallback.ttf', 'SymbolaEmoji.ttf'];
const BOLD = ['DejaVuSans-Bold.ttf', 'DroidSansFallback.ttf', 'SymbolaEmoji.ttf'];
const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

export interface Seller {
  name: string;
  address: string;
  vatNumber: string;
  payment: string;
}

const TEXT = {
  en: {
    invoice: 'Invoice',
    credit: 'Credit note',
    creditOf: 'Credits invoice',
    date: 'Date',
    due: 'Due date',
    vatNumber: 'VAT number',
    description: 'Description',
    quantity: 'Qty',
    price: 'Unit price',
    vat: 'VAT',
    amount: 'Amount',
    net: 'Net',
    total: 'Total',
    payment: 'Payment',
    reference: 'Reference',
    reverseCharge:
      'Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC).',
    export: 'Outside the scope of EU VAT: no VAT charged.',
    euConsumer: (country: string) => `VAT of ${country} charged at its rate (One-Stop Shop).`,
  },
  sv: {
    invoice: 'Faktura',
    credit: 'Kreditfaktura',
    creditOf: 'Krediterar faktura',
    date: 'Datum',
    due: 'Förfallodatum',
    vatNumber: 'Momsreg.nr',
    description: 'Beskrivning',
    quantity: 'Antal',
    price: 'À-pris',
    vat: 'Moms',
    amount: 'Belopp',
    net: 'Netto',
    total: 'Att betala',
    payment: 'Betalning',
    reference: 'Referens',
    reverseCharge: 'Omvänd betalningsskyldighet (artikel 196, direktiv 2006/112/EG).',
    export: 'Utanför EU:s momsområde: ingen moms debiteras.',
    euConsumer: (country: string) => `Moms i ${country} debiterad med dess sats (OSS).`,
  },
} satisfies Record<Locale, unknown>;

type InvoiceText = (typeof TEXT)[Locale];

interface TextOptions {
  size?: number;
  font?: FontChain;
  color?: typeof INK;
  align?: 'left' | 'right';
  maxWidth?: number;
}

/** What each part of the sheet draws with: the page, its texts and money in the invoice's language. */
interface Sheet {
  page: PDFPage;
  t: InvoiceText;
  money: (minor: number) => string;
  regular: FontChain;
  bold: FontChain;
  text: (value: string, x: number, y: number, options?: TextOptions) => Promise<void>;
}

function sheetOf(
  page: PDFPage,
  t: InvoiceText,
  money: Sheet['money'],
  regular: FontChain,
  bold: FontChain,
): Sheet {
  async function text(value: string, x: number, y: number, options: TextOptions = {}) {
    const size = options.size ?? 10;
    let line = await (options.font ?? regular).line(value, size);
    // A long name or description is cut to its column with an ellipsis rather than overprinting.
    if (options.maxWidth && line.width > options.maxWidth) {
      let cut = value;
      while (cut.length > 1 && line.width > options.maxWidth) {
        cut = cut.slice(0, -1);
        line = await (options.font ?? regular).line(`${cut}…`, size);
      }
    }
    line.draw(page, { x: options.align === 'right' ? x - line.width : x, y, color: options.color ?? INK });
  }
  return { page, t, money, regular, bold, text };
}

/** The seller on the left, the title and dates on the right; answers where the next part starts. */
async function drawHeader(
  sheet: Sheet,
  invoice: InvoiceDetail,
  seller: Seller,
  title: string,
): Promise<number> {
  const { t, text, bold } = sheet;
  let y = HEIGHT - MARGIN;
  await text(seller.name, MARGIN, y, { size: 14, font: bold });
  await text(title, WIDTH - MARGIN, y, { size: 18, font: bold, align: 'right' });
  y -= 18;
  for (const part of seller.address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    await text(part, MARGIN, y, { color: MUTED });
    y -= 13;
  }
  if (seller.vatNumber) {
    await text(`${t.vatNumber}: ${seller.vatNumber}`, MARGIN, y, { color: MUTED });
    y -= 13;
  }
  let right = HEIGHT - MARGIN - 24;
  for (const [label, value] of [
    [t.date, invoice.IssueDate],
    [invoice.Kind === 'invoice' ? t.due : null, invoice.Kind === 'invoice' ? invoice.DueDate : null],
    [invoice.CreditOf ? t.creditOf : null, invoice.CreditOf ? String(invoice.CreditOf.Number) : null],
  ] as const) {
    if (!label || !value) continue;
    await text(`${label}: ${value}`, WIDTH - MARGIN, right, { align: 'right' });
    right -= 13;
  }
  return Math.min(y, right) - 24;
}

/** The customer as the invoice was sent, with their VAT number. */
async function drawCustomer(
  sheet: Sheet,
  invoice: InvoiceDetail,
  region: string,
  top: number,
): Promise<number> {
  const { t, text, bold, regular } = sheet;
  const c = invoice.Customer;
  let y = top;
  for (const [i, line] of [c.Name, c.Street, `${c.PostalCode} ${c.City}`.trim(), region].entries()) {
    if (!line) continue;
    await text(line, MARGIN, y, { font: i === 0 ? bold : regular, size: i === 0 ? 11 : 10, maxWidth: 300 });
    y -= 14;
  }
  if (c.VatNumber) {
    await text(`${t.vatNumber}: ${c.VatNumber}`, MARGIN, y);
    y -= 14;
  }
  return y;
}

const COLUMNS = { qty: 330, price: 410, vat: 455, amount: WIDTH - MARGIN };

/** The lines under their column heads. */
async function drawLines(sheet: Sheet, invoice: InvoiceDetail, top: number): Promise<number> {
  const { t, text, bold, money, page } = sheet;
  let y = top;
  await text(t.description, MARGIN, y, { font: bold });
  await text(t.quantity, COLUMNS.qty, y, { font: bold, align: 'right' });
  await text(t.price, COLUMNS.price, y, { font: bold, align: 'right' });
  await text(t.vat, COLUMNS.vat, y, { font: bold, align: 'right' });
  await text(t.amount, COLUMNS.amount, y, { font: bold, align: 'right' });
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 0.5, color: MUTED });
  y -= 14;
  for (const line of invoice.Lines) {
    await text(line.Description, MARGIN, y, { maxWidth: 240 });
    await text(String(line.Quantity), COLUMNS.qty, y, { align: 'right' });
    await text(money(line.UnitPriceMinor), COLUMNS.price, y, { align: 'right' });
    await text(`${ratePercent(line.VatRate)} %`, COLUMNS.vat, y, { align: 'right' });
    await text(money(line.NetMinor), COLUMNS.amount, y, { align: 'right' });
    y -= 16;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 8 },
    end: { x: WIDTH - MARGIN, y: y + 8 },
    thickness: 0.5,
    color: MUTED,
  });
  return y;
}

/** The net, the VAT per rate (highest first) and the total. */
async function drawTotals(sheet: Sheet, invoice: InvoiceDetail, top: number): Promise<number> {
  const { t, text, bold, money } = sheet;
  let y = top - 8;
  await text(t.net, COLUMNS.vat, y, { align: 'right' });
  await text(money(invoice.NetMinor), COLUMNS.amount, y, { align: 'right' });
  const byRate = new Map<number, number>();
  for (const line of invoice.Lines) byRate.set(line.VatRate, (byRate.get(line.VatRate) ?? 0) + line.VatMinor);
  for (const [rate, vat] of [...byRate.entries()].sort(([a], [b]) => b - a)) {
    y -= 14;
    await text(`${t.vat} ${ratePercent(rate)} %`, COLUMNS.vat, y, { align: 'right' });
    await text(money(vat), COLUMNS.amount, y, { align: 'right' });
  }
  y -= 18;
  await text(t.total, COLUMNS.vat, y, { font: bold, size: 12, align: 'right' });
  await text(money(invoice.TotalMinor), COLUMNS.amount, y, { font: bold, size: 12, align: 'right' });
  return y;
}

/** The VAT note the treatment calls for, and how to pay. */
async function drawFooter(sheet: Sheet, invoice: InvoiceDetail, seller: Seller, region: string, top: number) {
  const { t, text } = sheet;
  let y = top - 36;
  const note =
    invoice.VatTreatment === 'reverse_charge'
      ? t.reverseCharge
      : invoice.VatTreatment === 'export'
        ? t.export
        : invoice.VatTreatment === 'eu_consumer'
          ? t.euConsumer(region)
          : null;
  if (note) {
    await text(note, MARGIN, y, { size: 9, color: MUTED, maxWidth: WIDTH - 2 * MARGIN });
    y -= 14;
  }
  if (invoice.Kind === 'invoice' && seller.payment) {
    await text(`${t.payment}: ${seller.payment}`, MARGIN, y, { size: 9, maxWidth: WIDTH - 2 * MARGIN });
    y -= 13;
    await text(`${t.reference}: ${invoice.Number}`, MARGIN, y, { size: 9 });
  }
}

export async function invoicePdf(invoice: InvoiceDetail, seller: Seller): Promise<Uint8Array> {
  const locale = localeOfCountry(invoice.Customer.Country);
  const t = TEXT[locale];
  const doc = await PDFDocument.create();
  const title = `${invoice.Kind === 'credit' ? t.credit : t.invoice} ${invoice.Number ?? ''}`.trim();
  doc.setTitle(title);
  doc.setAuthor(seller.name);
  const sheet = sheetOf(
    doc.addPage([WIDTH, HEIGHT]),
    t,
    (minor) => formatMoney(minor, invoice.Currency, locale),
    await fontChain(doc, REGULAR),
    await fontChain(doc, BOLD),
  );
  const country = invoice.Customer.Country;
  const region = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  let y = await drawHeader(sheet, invoice, seller, title);
  y = await drawCustomer(sheet, invoice, region, y);
  y = await drawLines(sheet, invoice, y - 20);
  y = await drawTotals(sheet, invoice, y);
  await drawFooter(sheet, invoice, seller, region, y);
  return doc.save();
}
