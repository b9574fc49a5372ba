/**
 * The 44-byte RIFF/WAVE header of PCM s16le audio. A capture in `wav` writes it first with unknown
 * sizes (0xFFFFFFFF, what streaming readers expect) and patches the sizes once the recording ends.
 */
import fs from 'node:fs/promises';

/** Size of the header. */
export const WAV_HEADER_BYTES = 44;

/** A header for `dataBytes` of PCM (undefined: unknown, still recording). */
export function wavHeader(sampleRate: number, channels: number, dataBytes?: number): Buffer {
  const h = Buffer.alloc(WAV_HEADER_BYTES);
  const unknown = dataBytes === undefined;
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(unknown ? 0xffffffff : 36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * channels * 2, 28);
  h.writeUInt16LE(channels * 2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(unknown ? 0xffffffff : dataBytes, 40);
  return h;
}

/** Rewrites the sizes of a WAV file's header from its length; returns the file size. */
export async function patchWavSizes(file: string): Promise<number> {
  const fh = await fs.open(file, 'r+');
  try {
    const { size } = await fh.stat();
    if (size < WAV_HEADER_BYTES) return size;
    const sizes = Buffer.alloc(4);
    sizes.writeUInt32LE(size - 8, 0);
    await fh.write(sizes, 0, 4, 4);
    sizes.writeUInt32LE(size - WAV_HEADER_BYTES, 0);
    await fh.write(sizes, 0, 4, 40);
    return size;
  } finally {
    await fh.close();
  }
}
