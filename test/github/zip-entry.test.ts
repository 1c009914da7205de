import { describe, expect, it } from 'vitest';
import { readZipEntry } from '../../src/github/zip-entry.js';
import { writeZip } from '../support/fake-artifact-service.js';

const files = (entries: Record<string, string | Buffer>) => new Map(Object.entries(entries).map(([name, data]) => [name, Buffer.from(data)]));

describe('readZipEntry', () => {
  it('reads one entry, stored or deflated, and nothing else', () => {
    for (const deflate of [false, true]) {
      const zip = writeZip(files({ 'result.json': '{}', 'transcript.jsonl': 'line\n'.repeat(1000), 'bash/x.log': 'x' }), { deflate });
      expect(readZipEntry(zip, 'transcript.jsonl', 1 << 20)?.toString()).toBe('line\n'.repeat(1000));
      expect(readZipEntry(zip, 'missing.jsonl', 1 << 20)).toBeNull();
      expect(readZipEntry(zip, 'x.log', 1 << 20)).toBeNull();
    }
  });

  it('refuses an entry larger than the bound before inflating it, and one that inflates past what its directory says', () => {
    const bomb = writeZip(files({ 'transcript.jsonl': Buffer.alloc(10 << 20, 0x20) }), { deflate: true });
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => readZipEntry(bomb, 'transcript.jsonl', 1 << 20)).toThrow('transcript.jsonl is 10485760 bytes, more than the 1048576 read');
    // The directory lies: it says 10 bytes; the data inflates to 10 MB.
    const lying = Buffer.from(bomb);
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(10, central + 24);
    expect(() => readZipEntry(lying, 'transcript.jsonl', 1 << 20)).toThrow(/does not inflate|inflates to/);
  });

  it('is an error, never a crash or a read past the buffer, for a damaged or hostile archive', () => {
    const good = writeZip(files({ 'transcript.jsonl': 'hello\n' }));
    const central = good.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const damage = (at: number, value: number) => {
      const copy = Buffer.from(good);
      copy.writeUInt32LE(value, at);
      return copy;
    };
    expect(() => readZipEntry(Buffer.from('not a zip at all'), 'transcript.jsonl', 100)).toThrow('not a zip archive (too short)');
    expect(() => readZipEntry(Buffer.alloc(200, 7), 'transcript.jsonl', 100)).toThrow('not a zip archive (no end of central directory)');
    expect(() => readZipEntry(damage(central + 16, 0x12345678), 'transcript.jsonl', 100)).toThrow('transcript.jsonl fails its CRC check');
    expect(() => readZipEntry(damage(central + 42, 0x7fffffff), 'transcript.jsonl', 100)).toThrow('the local header of transcript.jsonl is damaged');
    expect(() => readZipEntry(damage(central + 20, 0x7fffffff), 'transcript.jsonl', 100)).toThrow('transcript.jsonl runs past the end of the archive');
    expect(() => readZipEntry(damage(central + 24, 0xffffffff), 'transcript.jsonl', 100)).toThrow('transcript.jsonl is a zip64 entry, which is not read');
    expect(() => readZipEntry(damage(good.length - 6, 0x7fffffff), 'transcript.jsonl', 100)).toThrow('the central directory lies outside the archive');
    expect(() => readZipEntry(damage(central, 0), 'transcript.jsonl', 100)).toThrow('a central directory entry is damaged');
  });
});
