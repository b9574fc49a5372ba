/**
 * Cuts a live H.264 Annex-B stream (what `screenrecord --output-format=h264 -` writes) into access
 * units, one per frame, as a WebCodecs decoder takes them. A NAL unit is known complete when the
 * next start code arrives; a device sends nothing while its screen stays still, so the last frame
 * of a change would wait for the next change. It is sent once the stream has been quiet for
 * `quietMs` instead: an encoder writes each frame in one go, which the transport delivers in
 * back-to-back chunks.
 */

/** NAL unit types (ITU-T H.264 table 7-1) that matter here. */
const NAL = { slice: 1, idr: 5, sei: 6, sps: 7, pps: 8, aud: 9 } as const;

/** One frame of the stream. */
export interface AccessUnit {
  /** Its NAL units with their start codes, as the stream had them. */
  data: Buffer;
  /** An IDR frame: a decoder may start here (with the SPS and PPS before it). */
  key: boolean;
  /** Its SPS and PPS units (the decoder's configuration), when it carries an SPS. */
  config?: Buffer;
  /** The WebCodecs codec string of that SPS. */
  codec?: string;
}

/** The WebCodecs codec string of an SPS (NAL header byte first): `avc1.PPCCLL`. */
export function avcCodec(sps: Buffer): string {
  return `avc1.${[sps[1], sps[2], sps[3]].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Start codes (00 00 01, or 00 00 00 01) in `buf` from `from`: where each begins and where its NAL does. */
function startCodes(buf: Buffer, from: number): { at: number; nal: number }[] {
  const out: { at: number; nal: number }[] = [];
  for (let i = from; i + 2 < buf.length; i++) {
    if (buf[i + 2] > 1) i += 2;
    else if (buf[i] === 0 && buf[i + 1] === 0 && buf[i + 2] === 1) {
      out.push({ at: i > 0 && buf[i - 1] === 0 ? i - 1 : i, nal: i + 3 });
      i += 2;
    }
  }
  return out;
}

/** A splitter: `push` the stream's chunks; `onUnit` gets each access unit; `close` stops its timer. */
export function createAccessUnitSplitter(onUnit: (au: AccessUnit) => void, quietMs = 8) {
  // Bytes from the first start code of the NAL unit not yet known complete.
  let pending: Buffer = Buffer.alloc(0);
  let nals: { buf: Buffer; type: number; header: number }[] = [];
  let hasSlice = false;
  let quiet: NodeJS.Timeout | undefined;

  const emit = () => {
    if (!hasSlice) return;
    const sps = nals.find((n) => n.type === NAL.sps);
    const data = Buffer.concat(nals.map((n) => n.buf));
    const key = nals.some((n) => n.type === NAL.idr);
    if (!sps) onUnit({ data, key });
    else {
      const config = Buffer.concat(nals.filter((n) => n.type === NAL.sps || n.type === NAL.pps).map((n) => n.buf));
      onUnit({ data, key, config, codec: avcCodec(sps.buf.subarray(sps.header)) });
    }
    nals = [];
    hasSlice = false;
  };

  /** Adds one complete NAL unit (with its start code), ending the access unit before it when it begins a new one. */
  const addNal = (nal: Buffer, headerAt: number) => {
    const type = nal[headerAt] & 0x1f;
    const isSlice = type === NAL.slice || type === NAL.idr;
    // A slice whose first_mb_in_slice is 0 (ue(v) 0 is the single bit 1) begins a frame, as do AUD, SEI, SPS and PPS.
    const begins = isSlice ? (nal[headerAt + 1] & 0x80) !== 0 : type === NAL.aud || type === NAL.sei || type === NAL.sps || type === NAL.pps;
    if (begins && hasSlice) emit();
    nals.push({ buf: nal, type, header: headerAt });
    if (isSlice) hasSlice = true;
  };

  const drain = (final: boolean) => {
    const codes = startCodes(pending, 0);
    if (!codes.length) return;
    // Everything before the first start code belongs to a NAL already sent: it is dropped.
    for (let i = 0; i < codes.length; i++) {
      const end = i + 1 < codes.length ? codes[i + 1].at : final ? pending.length : undefined;
      if (end === undefined) {
        pending = pending.subarray(codes[i].at);
        return;
      }
      addNal(Buffer.from(pending.subarray(codes[i].at, end)), codes[i].nal - codes[i].at);
    }
    pending = Buffer.alloc(0);
  };

  return {
    push(chunk: Buffer): void {
      if (quiet) clearTimeout(quiet);
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      drain(false);
      quiet = setTimeout(() => {
        quiet = undefined;
        drain(true);
        emit();
      }, quietMs);
    },
    close(): void {
      if (quiet) clearTimeout(quiet);
    },
  };
}
