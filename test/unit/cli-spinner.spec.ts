/**
 * The spinner `pluck extract` shows on stderr while a sync run works: drawn on a terminal, erased
 * when the run ends, and absent when stderr is a pipe or a file.
 */
import { expect, test } from '@playwright/test';
import { startSpinner } from '../../cli/progress';

function fakeStream(isTTY: boolean): NodeJS.WriteStream & { written: string[] } {
  const written: string[] = [];
  return { isTTY, written, write: (s: string) => written.push(s) > 0 } as unknown as NodeJS.WriteStream & { written: string[] };
}

test('on a terminal the spinner draws the label at once and erases its line when stopped', () => {
  const tty = fakeStream(true);
  const stop = startSpinner('extracting https://shop.example', tty);
  expect(tty.written[0]).toMatch(/^\r\x1b\[2K\S extracting https:\/\/shop\.example 0s$/);
  stop();
  expect(tty.written.at(-1)).toBe('\r\x1b[2K');
});

test('on a pipe or file the spinner writes nothing', () => {
  const pipe = fakeStream(false);
  startSpinner('extracting', pipe)();
  expect(pipe.written).toEqual([]);
});
