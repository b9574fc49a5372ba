import fs from 'node:fs';
import { Args, Flags } from '@oclif/core';
import type { InputRequest } from '../../../server/contract/mobile';
import { ApiCommand } from '../../base-command';

/** Parses "X,Y[,X2,Y2]" fractions of the screen. */
function fractions(value: string, count: number, flag: string): number[] {
  const parts = value.split(',').map(Number);
  if (parts.length !== count || parts.some((n) => !Number.isFinite(n) || n < 0 || n > 1)) {
    throw new Error(
      `--${flag} takes ${count} comma-separated fractions of the screen between 0 and 1 (e.g. ${count === 2 ? '0.5,0.3' : '0.5,0.8,0.5,0.2'}), got "${value}"`,
    );
  }
  return parts;
}

/** `pluck mobile screen SESSION [--tap X,Y | --long-press X,Y | --swipe X,Y,X2,Y2 | --text T | --press KEY] [-o FILE]`. */
export default class MobileScreen extends ApiCommand {
  static override summary = 'Touch, type or press a key on a leased Android device, then save a screenshot of its screen.';
  static override description =
    'POST /v1/mobile/sessions/{id}/input (coordinates are fractions of the screen: 0,0 top left, 1,1 bottom right; only the ' +
    'session’s holder controls), then GET …/screenshot. The live screen is the WebSocket GET …/screen (see the console’s Devices page).';
  static override examples = [
    '<%= config.bin %> mobile screen ses_3k9 -o now.png',
    '<%= config.bin %> mobile screen ses_3k9 --tap 0.5,0.3',
    '<%= config.bin %> mobile screen ses_3k9 --swipe 0.5,0.8,0.5,0.2',
    '<%= config.bin %> mobile screen ses_3k9 --text "hello world" --no-screenshot',
    '<%= config.bin %> mobile screen ses_3k9 --press back',
  ];
  static override args = { session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };
  static override flags = {
    tap: Flags.string({ description: 'Tap at X,Y.', exclusive: ['long-press', 'swipe', 'text', 'press'] }),
    'long-press': Flags.string({ description: 'Long press at X,Y.', exclusive: ['swipe', 'text', 'press'] }),
    swipe: Flags.string({ description: 'Swipe from X,Y to X2,Y2.', exclusive: ['text', 'press'] }),
    text: Flags.string({ description: 'Type this text into the focused field.', exclusive: ['press'] }),
    press: Flags.string({ description: 'Press a key.', options: ['back', 'home', 'recents'] }),
    output: Flags.string({ char: 'o', description: 'Screenshot file (default SESSION.png; - for stdout).' }),
    screenshot: Flags.boolean({ description: 'Save a screenshot (after the input, if any).', default: true, allowNo: true }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MobileScreen);
    let input: InputRequest | undefined;
    try {
      if (flags.tap) input = { action: 'tap', ...xy(fractions(flags.tap, 2, 'tap')) };
      else if (flags['long-press']) input = { action: 'long_press', ...xy(fractions(flags['long-press'], 2, 'long-press')) };
      else if (flags.swipe) {
        const [x, y, toX, toY] = fractions(flags.swipe, 4, 'swipe');
        input = { action: 'swipe', x, y, to_x: toX, to_y: toY };
      } else if (flags.text !== undefined) input = { action: 'text', text: flags.text };
      else if (flags.press) input = { action: 'key', key: flags.press as 'back' | 'home' | 'recents' };
    } catch (err) {
      this.usageError((err as Error).message);
    }
    const done = input ? await this.client.sessionInput(args.session, input) : undefined;
    if (!flags.screenshot) {
      if (done) this.emit(done, () => `Sent ${done.action}: ${done.command} (screen ${done.screen.width}×${done.screen.height})`);
      return;
    }
    const png = await this.client.sessionScreenshot(args.session);
    if (flags.output === '-') {
      process.stdout.write(png);
      return;
    }
    const file = flags.output ?? `${args.session}.png`;
    fs.writeFileSync(file, png);
    const size = { width: Buffer.from(png).readUInt32BE(16), height: Buffer.from(png).readUInt32BE(20) };
    this.emit({ ...(done ? { input: done } : {}), screenshot: { file, bytes: png.byteLength, ...size } }, () =>
      [...(done ? [`Sent ${done.action}: ${done.command}`] : []), `Saved the screen (${size.width}×${size.height}) to ${file}.`].join('\n'),
    );
  }
}

const xy = ([x, y]: number[]) => ({ x, y });
