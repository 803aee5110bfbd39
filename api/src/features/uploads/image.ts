import { ErrorCode } from '@ttc/shared-protocol/errors';
import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../../errors';

/** The picture types an upload may be, told apart by their first bytes (never by a name). */
export const ImageFormat = {
  Jpeg: 'jpeg',
  Png: 'png',
  Webp: 'webp',
  Gif: 'gif',
} as const;
export type ImageFormat = (typeof ImageFormat)[keyof typeof ImageFormat];

/** The longest side a stored picture keeps: a sharp full-screen background, not a camera file. */
export const MAX_IMAGE_SIDE = 2560;
/**
 * Pictures with more pixels than this are not opened: a few KB of PNG can claim 100 000 x 100 000
 * pixels and take gigabytes to decode. 50 megapixels is more than any phone camera gives.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** sharp (libvips) is loaded with the first upload, not with every start of the server. */
let loadedSharp: Promise<typeof import('sharp')> | undefined;
async function loadSharp() {
  loadedSharp ??= import('sharp');
  return (await loadedSharp).default;
}

const NOT_AN_IMAGE = 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.';

/**
 * The format the bytes begin with, or null for anything else (text, SVG, PDF, HEIC...). Only
 * these four are ever handed to the decoder, so no other of sharp's loaders (SVG, TIFF, HEIF)
 * sees what a user sends.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return ImageFormat.Jpeg;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ImageFormat.Png;
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return ImageFormat.Gif;
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return ImageFormat.Webp;
  return null;
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** A picture as it is stored: re-encoded, with no metadata of the original. */
export interface EncodedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded picture and encodes it anew, so nothing of the original file but its
 * pixels is kept: EXIF (camera, date, GPS position), XMP, IPTC, ICC profiles, PNG text chunks
 * and comments are all dropped, because sharp writes metadata only when asked (withMetadata,
 * withExif...), which this never does. The EXIF orientation is applied to the pixels first
 * (`rotate()`), so a phone photo stays upright without it. PNG stays PNG (line art,
 * transparency), JPEG stays JPEG, WebP stays WebP and a GIF becomes a WebP of its first frame.
 * The longer side is capped at MAX_IMAGE_SIDE.
 *
 * Throws AppError 415 `not_an_image` when the bytes are not one of the four formats or do not
 * decode as the format they claim, and 413 when the picture has too many pixels to open.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<EncodedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError(ErrorCode.NotAnImage, 415, NOT_AN_IMAGE);
  const sharp = await loadSharp();
  // `failOn: 'error'` refuses a broken file; the first page only (a GIF's first frame).
  const input = (limitInputPixels: number | false) =>
    sharp(bytes, { failOn: 'error', limitInputPixels, pages: 1 });
  let metadata: Metadata;
  try {
    // The header only: the size is checked below, with its own answer.
    metadata = await input(false).metadata();
  } catch (error) {
    throw new AppError(ErrorCode.NotAnImage, 415, NOT_AN_IMAGE, { cause: error });
  }
  if (metadata.format !== format) throw new AppError(ErrorCode.NotAnImage, 415, NOT_AN_IMAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError(
      ErrorCode.PayloadTooLarge,
      413,
      'This picture has too many pixels (at most 50 megapixels).',
    );
  }
  const pipeline = input(MAX_INPUT_PIXELS).rotate().resize({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const output = OUTPUT[format];
  try {
    const { data, info } = await output.encode(pipeline).toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: output.contentType, width: info.width, height: info.height };
  } catch (error) {
    // The header read, the pixels did not: a truncated or corrupt file.
    throw new AppError(ErrorCode.NotAnImage, 415, NOT_AN_IMAGE, { cause: error });
  }
}

const OUTPUT: Record<ImageFormat, { contentType: string; encode: (pipeline: Sharp) => Sharp }> = {
  jpeg: { contentType: 'image/jpeg', encode: (p) => p.jpeg({ quality: 85, mozjpeg: true }) },
  png: { contentType: 'image/png', encode: (p) => p.png({ compressionLevel: 9 }) },
  webp: { contentType: 'image/webp', encode: (p) => p.webp({ quality: 85 }) },
  gif: { contentType: 'image/webp', encode: (p) => p.webp({ quality: 90 }) },
};
