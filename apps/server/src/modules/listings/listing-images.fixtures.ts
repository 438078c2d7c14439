import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';
import { asUser, multipart } from '../../test/test-app';

/** Test pictures and the upload call of the listing image suites. */

export const solidPng = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A phone photo: EXIF with a GPS position and a camera owner. */
export const jpegWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc3333' } })
    .withExif({ IFD0: { Copyright: 'Ann Example' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid black-and-white PNG of `side` x `side` pixels: a 10,000 x 10,000 one (100 megapixels)
 * compresses to a few kilobytes, the shape of a decompression bomb.
 */
export const hugeBlankPng = (side: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const row = Math.ceil(side / 8) + 1; // a filter byte, then the bits
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(row * side), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const uploadImage = (
  t: TestApp,
  session: { cookie: string } | undefined,
  listingId: string,
  content: Buffer | string,
  { alt = 'The agent at work', filename = 'picture.png', field = 'image' } = {},
) => {
  const body = multipart({ alt }, [{ name: field, filename, content, contentType: 'image/png' }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/images`,
    headers: { ...(session ? asUser(session) : {}), ...body.headers },
    payload: body.payload,
  });
};
