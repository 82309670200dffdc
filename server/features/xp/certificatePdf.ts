// The certificate as a PDF (pdf-lib) with the holder, course, date, code and a QR code to the
// public verification page.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '../../../shared/calls/xp';

const TEMPLATES: Record<string, { accent: [number, number, number] }> = {
  classic: { accent: [0.55, 0.35, 0.1] },
  modern: { accent: [0.1, 0.35, 0.65] },
};

export async function certificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  template: string | null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Certificate ${certificate.Code}`);
  doc.setAuthor('Tonic');
  const page = doc.addPage([842, 595]); // A4 landscape, in points
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const [r, g, b] = (TEMPLATES[template ?? ''] ?? TEMPLATES.classic!).accent;
  const accent = rgb(r, g, b);
  const centre = (text: string, y: number, size: number, font = serif, color = rgb(0.1, 0.1, 0.1)) => {
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: (842 - width) / 2, y, size, font, color });
  };

  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: accent, borderWidth: 4 });
  page.drawRectangle({ x: 36, y: 36, width: 770, height: 523, borderColor: accent, borderWidth: 1 });
  centre('Tonic', 500, 20, sans, accent);
  centre('Certificate of completion', 440, 40, bold, accent);
  centre('This certifies that', 390, 16);
  centre(certificate.HolderName, 345, 34, bold);
  centre('has completed the course', 305, 16);
  centre(certificate.CourseName, 265, 26, bold);
  centre(`Issued ${certificate.IssuedAt.slice(0, 10)}`, 215, 14, sans);
  if (certificate.ExpiresAt) centre(`Valid until ${certificate.ExpiresAt.slice(0, 10)}`, 195, 12, sans);

  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const image = await doc.embedPng(qr);
  page.drawImage(image, { x: 680, y: 60, width: 100, height: 100 });
  page.drawText(`Certificate code: ${certificate.Code}`, { x: 60, y: 80, size: 12, font: sans });
  page.drawText(`Verify: ${verifyUrl}`, { x: 60, y: 62, size: 10, font: sans, color: rgb(0.3, 0.3, 0.3) });
  return doc.save();
}
