/**
 * A ticket token as a QR code: SVG for the web ticket (TicketView.qrSvg), PNG for the PDF. Error
 * correction M (15 %) survives a scuffed phone screen or a creased print without making the code
 * denser than a conductor's camera reads at arm's length; the four-module quiet zone is the one
 * ISO/IEC 18004 asks for, so scanners find the code against any background.
 */
import QRCode from 'qrcode';

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of `token` as a standalone SVG document (dark modules black, light white). */
export async function ticketQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { ...QR_OPTIONS, type: 'svg' });
}

/**
 * The QR code of `token` as a PNG, `scale` pixels per module: 8 keeps each module crisp when the
 * PDF prints it about 5 cm wide.
 */
export async function ticketQrPng(token: string, scale = 8): Promise<Buffer> {
  return QRCode.toBuffer(token, { ...QR_OPTIONS, type: 'png', scale });
}
