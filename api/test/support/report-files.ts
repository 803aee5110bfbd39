import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Response } from 'superagent';

// Reading what the report endpoints send back: the bytes of a download, a CSV parsed as a
// spreadsheet would, and a PDF's text.

/** supertest's parser for a body kept as bytes. */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}

export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The CSV's records (BOM dropped, rows of any length, blank lines kept as ['']). */
export function csvRecords(body: Buffer): string[][] {
  return parse(body, { bom: true, relax_column_count: true, skip_empty_lines: false });
}

/** pdfjs's own copies of the 14 standard fonts, which pdfkit's reports use. */
const STANDARD_FONTS = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/** Every text item of every page, in order, whitespace collapsed, joined by single spaces. */
export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(body),
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}
