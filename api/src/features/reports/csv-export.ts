import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Logger } from '../../logger';
import type { CsvRecord } from './csv-records';

/**
 * Streams CSV records to the response: UTF-8 with a byte-order mark (so spreadsheet programs
 * read accents right), as a download. The records are pulled only as fast as the client takes
 * them (pipeline respects backpressure), so memory stays flat however long the export.
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  records: AsyncIterable<CsvRecord>,
  logger: Logger,
): Promise<void> {
  // The first record is pulled before anything is sent: a database that cannot be reached
  // still gets its error body (the records' generator reads its sources before the header).
  const iterator = records[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  try {
    await pipeline(Readable.from(resume(first, iterator)), stringify({ bom: true }), res);
  } catch (error) {
    // Once the first bytes are out there is no error body to send: the download is cut short
    // (the client sees an incomplete file), and the log says why.
    if (!res.headersSent) throw error;
    logger.warn({ err: error, fileName }, 'CSV export stopped');
    res.destroy();
  }
}

/** The records again from the first one already pulled; ending early closes the source. */
async function* resume(
  first: IteratorResult<CsvRecord>,
  iterator: AsyncIterator<CsvRecord>,
): AsyncGenerator<CsvRecord> {
  try {
    for (let next = first; !next.done; next = await iterator.next()) yield next.value;
  } finally {
    await iterator.return?.();
  }
}
