// Byte fields crossing between the main thread and the CPU pool's workers (cpuPool.ts, workerTask.ts):
// moved as transferred ArrayBuffers instead of being serialized and copied by the message channel.
//
// Each top-level Uint8Array (Buffer) field is first copied into memory of its own, once, on the sending
// side, and that memory is transferred. The copy is deliberate: transferring the original would detach it
// under its owner (the caller's photo would silently become empty), small Buffers share Node's 8 KiB pool
// (transferring one would detach its neighbours), and sharp's output lives in native memory that cannot be
// detached (postMessage would quietly copy it twice, once on each thread). A copy is one memcpy: about a
// millisecond for a 5 MB photo, against two for a plain postMessage.

export interface Packed<T> {
  value: T;
  transferList: ArrayBuffer[];
}

/** `value` with each top-level byte field in transferable memory of its own, and that memory to transfer. */
export function packBytes<T>(value: T): Packed<T> {
  if (!isRecord(value)) return { value, transferList: [] };
  const transferList: ArrayBuffer[] = [];
  const packed: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries(value)) {
    if (!(field instanceof Uint8Array)) continue;
    const own = new Uint8Array(field.byteLength);
    own.set(field);
    packed[key] = own;
    transferList.push(own.buffer);
  }
  return { value: packed as T, transferList };
}

/** The received value with its top-level byte fields as Buffers again (views, not copies). */
export function unpackBytes<T>(value: T): T {
  if (!isRecord(value)) return value;
  const unpacked: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries(value)) {
    if (field instanceof Uint8Array && !Buffer.isBuffer(field)) {
      unpacked[key] = Buffer.from(field.buffer, field.byteOffset, field.byteLength);
    }
  }
  return unpacked as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !Array.isArray(value);
}
