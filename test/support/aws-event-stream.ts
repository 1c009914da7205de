/**
 * The AWS event-stream binary framing (`application/vnd.amazon.eventstream`), written from the
 * format's description, not from the SDK: each message is
 *
 *   total length (u32 BE) | headers length (u32 BE) | prelude CRC32 (u32 BE) | headers | payload | message CRC32 (u32 BE)
 *
 * where the prelude CRC covers the first 8 bytes and the message CRC everything before it. A header
 * is name length (u8), name, value type (u8; 7 = string), value length (u16 BE), value.
 */
import { crc32 } from 'node:zlib';

const STRING_TYPE = 7;

export type EventStreamHeaders = Readonly<Record<string, string>>;

export interface EventStreamMessage {
  readonly headers: EventStreamHeaders;
  readonly payload: Buffer;
}

function encodeHeaders(headers: EventStreamHeaders): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const valueBytes = Buffer.from(value, 'utf8');
    const head = Buffer.alloc(1 + nameBytes.length + 1 + 2);
    head.writeUInt8(nameBytes.length, 0);
    nameBytes.copy(head, 1);
    head.writeUInt8(STRING_TYPE, 1 + nameBytes.length);
    head.writeUInt16BE(valueBytes.length, 2 + nameBytes.length);
    parts.push(head, valueBytes);
  }
  return Buffer.concat(parts);
}

export function encodeEventStreamMessage(headers: EventStreamHeaders, payload: Buffer): Buffer {
  const headerBytes = encodeHeaders(headers);
  const total = 12 + headerBytes.length + payload.length + 4;
  const message = Buffer.alloc(total);
  message.writeUInt32BE(total, 0);
  message.writeUInt32BE(headerBytes.length, 4);
  message.writeUInt32BE(crc32(message.subarray(0, 8)), 8);
  headerBytes.copy(message, 12);
  payload.copy(message, 12 + headerBytes.length);
  message.writeUInt32BE(crc32(message.subarray(0, total - 4)), total - 4);
  return message;
}

/** Splits a buffer of whole messages, checking both CRCs; throws on a torn or corrupt frame. */
export function decodeEventStreamMessages(bytes: Buffer): EventStreamMessage[] {
  const messages: EventStreamMessage[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (bytes.length - at < 16) throw new Error(`a torn frame at byte ${at}`);
    const total = bytes.readUInt32BE(at);
    const headersLength = bytes.readUInt32BE(at + 4);
    if (bytes.readUInt32BE(at + 8) !== crc32(bytes.subarray(at, at + 8))) throw new Error(`a bad prelude CRC at byte ${at}`);
    const frame = bytes.subarray(at, at + total);
    if (frame.readUInt32BE(total - 4) !== crc32(frame.subarray(0, total - 4))) throw new Error(`a bad message CRC at byte ${at}`);
    const headers: Record<string, string> = {};
    let h = 12;
    while (h < 12 + headersLength) {
      const nameLength = frame.readUInt8(h);
      const name = frame.subarray(h + 1, h + 1 + nameLength).toString('utf8');
      const type = frame.readUInt8(h + 1 + nameLength);
      if (type !== STRING_TYPE) throw new Error(`header ${name} has value type ${type}; only strings are used here`);
      const valueLength = frame.readUInt16BE(h + 2 + nameLength);
      headers[name] = frame.subarray(h + 4 + nameLength, h + 4 + nameLength + valueLength).toString('utf8');
      h += 4 + nameLength + valueLength;
    }
    messages.push({ headers, payload: Buffer.from(frame.subarray(12 + headersLength, total - 4)) });
    at += total;
  }
  return messages;
}
