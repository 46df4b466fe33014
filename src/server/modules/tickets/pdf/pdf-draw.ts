/**
 * Text on the ticket PDF in whatever scripts it holds: each line is cut into runs of one font
 * (pdf-fonts.ts) drawn side by side on one baseline, so "Дмитрий", "王小明" and "محمد" print as
 * typed and copy back out as text. pdfkit's own wrapping works on one font at a time, so lines are
 * broken here (text-lines.ts).
 */
import { baseFont, pdfRuns, type PdfFont, type Weight } from './pdf-fonts.ts';
import { textLines } from './text-lines.ts';

export interface TextStyle {
  size: number;
  color: string;
  weight?: Weight;
  characterSpacing?: number;
}

export interface TextBox {
  width: number;
  align?: 'left' | 'center' | 'right';
  /** Lines at most (1 unless said); text past them is cut with "…". */
  maxLines?: number;
}

/** Lines are spaced by the Latin font's metrics, whatever fonts they use. */
function lineMetrics(style: TextStyle) {
  const { font } = baseFont(style.weight ?? 400);
  const scale = style.size / font.unitsPerEm;
  return { ascent: font.ascent * scale, height: (font.ascent - font.descent) * scale };
}

/**
 * Without features, pdfkit shapes text word by word (and keeps each word's shape, which is fast)
 * and puts the words left to right, which reverses the words of Arabic or Hebrew ("محمد علي" came
 * out "علي محمد"). Given any features it shapes the run as one piece, so a right-to-left run gets
 * an empty list (no features beyond the font's defaults).
 */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const features = (text: string) => (RIGHT_TO_LEFT.test(text) ? [] : undefined);

/** pdfkit 0.20 takes a parsed fontkit font (its types do not say so yet), named by its file. */
function useFont(doc: PDFKit.PDFDocument, font: PdfFont, size: number) {
  doc.font(font.font as unknown as PDFKit.Mixins.PDFFontSource, font.name, size);
}

function runWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of pdfRuns(text, style.weight ?? 400)) {
    useFont(doc, run.font, style.size);
    width += doc.widthOfString(run.text, {
      characterSpacing: style.characterSpacing ?? 0,
      features: features(run.text),
    });
  }
  return width;
}

/** Draws one line with its baseline at `baseline`, starting at `x`. */
function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  baseline: number,
  style: TextStyle,
) {
  let left = x;
  const characterSpacing = style.characterSpacing ?? 0;
  for (const run of pdfRuns(text, style.weight ?? 400)) {
    useFont(doc, run.font, style.size);
    doc.fillColor(style.color).text(run.text, left, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing,
      features: features(run.text),
    });
    left += doc.widthOfString(run.text, { characterSpacing, features: features(run.text) });
  }
}

/**
 * Draws `text` in the box at (x, y): wrapped to its lines, each aligned in `box.width`. Leaves
 * `doc.x` at `x` and `doc.y` under the last line.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  box: TextBox,
): void {
  const { ascent, height } = lineMetrics(style);
  const measure = (line: string) => runWidth(doc, line, style);
  const lines = textLines(text, box.width, measure, box.maxLines ?? 1);
  lines.forEach((line, index) => {
    const free = box.width - measure(line);
    const offset = box.align === 'right' ? free : box.align === 'center' ? free / 2 : 0;
    drawLine(doc, line, x + offset, y + index * height + ascent, style);
  });
  doc.x = x;
  doc.y = y + lines.length * height;
}

/** The width `text` takes in `style` on one line. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runWidth(doc, text, style);
}
