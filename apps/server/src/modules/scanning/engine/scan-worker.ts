import { scanUpload } from './scan';

/** One scan in a worker thread; the bytes arrive as a plain Uint8Array copy. */
export default ({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  scanUpload(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName);
