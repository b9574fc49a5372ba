/**
 * Takes a secret without it landing in shell history or on the screen: asked for on a terminal
 * with echo off, or read from a pipe.
 */

/** Reads one line from a TTY stdin with echo off; Ctrl-C aborts. */
export function promptSecret(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(value.trim());
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') return finish(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The lines of a piped stdin, as given (a password's spaces are its own). */
export async function readPipedLines(): Promise<string[]> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk.toString();
  return text.split(/\r?\n/);
}

/** The first line of a piped stdin (`echo $KEY | pluck login`); empty when nothing was piped. */
export async function readPipedSecret(): Promise<string> {
  return (await readPipedLines())[0].trim();
}
