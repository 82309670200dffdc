// The certificate as a PDF (pdf-lib) with the holder, course, date, code and a QR code to the
// public verification page. The fixed texts are in standard fonts; the holder's and the course's
// names, which may be in any script, go through a chain of embedded fonts.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '../../../shared/calls/rewards';
import { fontChain } from '../../pdf/fontChain';
import type { LogoImage } from '../settings/settings.service';

/** Latin, Greek and Cyrillic; then Chinese, Japanese and Korean; then symbols and emoji. */
const NAME_FONTS = ['DejaVuSerif-Bold.ttf', 'DroidSansFallback.ttf', 'SymbolaEmoji.ttf'];
const PAGE_WIDTH = 842;
/** Names wider than this are set smaller, down to MIN_NAME_SIZE. */
const NAME_MAX_WIDTH = 700;
const MIN_NAME_SIZE = 6;

const TEMPLATES: Record<string, { accent: [number, number, number] }> = {
  classic: { accent: [0.55, 0.35, 0.1] },
  modern: { accent: [0.1, 0.35, 0.65] },
};

/** Who issues the certificate: the school's name, signature line and logo (the branding). */
export interface CertificateSchool {
  name: string;
  signature: string | null;
  logo: LogoImage | null;
}

/** The logo's box at the top of the page, in points: it keeps its proportions inside. */
const LOGO_BOX = { width: 180, height: 48, top: 550 };

export async function certificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  template: string | null,
  school: CertificateSchool,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate ${certificate.Code}`);
  doc.setAuthor(school.name);
  const page = doc.addPage([PAGE_WIDTH, 595]); // A4 landscape, in points
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const names = await fontChain(doc, NAME_FONTS);
  const [r, g, b] = (TEMPLATES[template ?? ''] ?? TEMPLATES.classic!).accent;
  const accent = rgb(r, g, b);
  const ink = rgb(0.1, 0.1, 0.1);
  const centre = (text: string, y: number, size: number, font: PDFFont = serif, color = ink) => {
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: (PAGE_WIDTH - width) / 2, y, size, font, color });
  };
  const centreName = async (text: string, y: number, size: number, color = ink) => {
    let line = await names.line(text, size);
    if (line.width > NAME_MAX_WIDTH) {
      line = await names.line(text, Math.max(MIN_NAME_SIZE, (size * NAME_MAX_WIDTH) / line.width));
    }
    line.draw(page, { x: (PAGE_WIDTH - line.width) / 2, y, color });
  };

  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: accent, borderWidth: 4 });
  page.drawRectangle({ x: 36, y: 36, width: 770, height: 523, borderColor: accent, borderWidth: 1 });
  if (school.logo) {
    const logo =
      school.logo.format === 'png'
        ? await doc.embedPng(school.logo.bytes)
        : await doc.embedJpg(school.logo.bytes);
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
    const { width, height } = logo.scale(scale);
    page.drawImage(logo, { x: (PAGE_WIDTH - width) / 2, y: LOGO_BOX.top - height, width, height });
  }
  // The school's name and signature line may be in any script: the names' font chain draws them.
  // Under the logo when there is one.
  await centreName(school.name, school.logo ? 480 : 500, 20, accent);
  centre('Certificate of completion', 440, 40, bold, accent);
  centre('This certifies that', 390, 16);
  await centreName(certificate.HolderName, 345, 34);
  centre('has completed the course', 305, 16);
  await centreName(certificate.CourseName, 265, 26);
  centre(`Issued ${certificate.IssuedAt.slice(0, 10)}`, 215, 14, sans);
  if (certificate.ExpiresAt) centre(`Valid until ${certificate.ExpiresAt.slice(0, 10)}`, 195, 12, sans);
  if (school.signature) {
    page.drawLine({ start: { x: 301, y: 168 }, end: { x: 541, y: 168 }, thickness: 0.75, color: ink });
    await centreName(school.signature, 150, 12);
  }

  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const image = await doc.embedPng(qr);
  page.drawImage(image, { x: 680, y: 60, width: 100, height: 100 });
  page.drawText(`Certificate code: ${certificate.Code}`, { x: 60, y: 80, size: 12, font: sans });
  // new URL(...).href is ASCII (punycode host, escaped path), which the standard font can draw.
  page.drawText(`Verify: ${new URL(verifyUrl).href}`, {
    x: 60,
    y: 62,
    size: 10,
    font: sans,
    color: rgb(0.3, 0.3, 0.3),
  });
  return doc.save();
}
