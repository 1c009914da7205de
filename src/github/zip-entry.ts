import { crc32, inflateRawSync } from 'node:zlib';

/** The zip is not one Tollgate reads an entry from; the message says why, plainly. */
export class ZipEntryError extends Error {
  override readonly name = 'ZipEntryError';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const MAX_END_SEARCH = 22 + 0xffff;
const ZIP64_MARKER = 0xffffffff;

function endOfDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - MAX_END_SEARCH);
  for (let at = zip.length - 22; at >= stop; at--) if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw new ZipEntryError('not a zip archive (no end of central directory)');
}

/**
 * The bytes of the entry `name` of a zip archive held in memory (an artifact as GitHub serves it),
 * found through the central directory, inflated to at most `maxBytes` and checked against its CRC;
 * null when the archive has no such entry. Every offset and size is bounds-checked: a hostile
 * archive is an error, never a crash or a read past the buffer. Zip64 entries are refused.
 */
export function readZipEntry(zip: Buffer, name: string, maxBytes: number): Buffer | null {
  if (zip.length < 22) throw new ZipEntryError('not a zip archive (too short)');
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let offset = zip.readUInt32LE(end + 16);
  if (offset === ZIP64_MARKER || offset + directorySize > end) throw new ZipEntryError('the central directory lies outside the archive (or is zip64)');
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw new ZipEntryError('a central directory entry is damaged');
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    if (offset + 46 + nameLength > end) throw new ZipEntryError('a central directory entry is damaged');
    const entryName = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    offset += 46 + nameLength + extraLength + commentLength;
    if (entryName !== name) continue;
    if (compressedSize === ZIP64_MARKER || size === ZIP64_MARKER || localOffset === ZIP64_MARKER) throw new ZipEntryError(`${name} is a zip64 entry, which is not read`);
    if (size > maxBytes) throw new ZipEntryError(`${name} is ${size} bytes, more than the ${maxBytes} read`);
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new ZipEntryError(`the local header of ${name} is damaged`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > zip.length) throw new ZipEntryError(`${name} runs past the end of the archive`);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    let bytes: Buffer;
    if (method === 0) bytes = Buffer.from(data);
    else if (method === 8) {
      try {
        bytes = inflateRawSync(data, { maxOutputLength: maxBytes + 1 });
      } catch (error) {
        throw new ZipEntryError(`${name} does not inflate (${error instanceof Error ? error.message : String(error)})`);
      }
    } else throw new ZipEntryError(`${name} is compressed with method ${method}, which is not read`);
    if (bytes.length !== size || bytes.length > maxBytes) throw new ZipEntryError(`${name} inflates to ${bytes.length} bytes, not the ${size} its directory says`);
    if (crc32(bytes) !== crc) throw new ZipEntryError(`${name} fails its CRC check`);
    return bytes;
  }
  return null;
}
