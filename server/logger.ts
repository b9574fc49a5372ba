/**
 * Structured logging (pino) with secrets redacted from every line.
 */
import pino from 'pino';

/** The logger every part of the server receives. */
export type Logger = pino.Logger;

const REDACT = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'headers["x-service-worker-token"]',
  '*.secret',
  'secret',
  '*.password',
  'password',
  '*.cookie',
  '*.cookies',
  '*.api_key',
  '*.apiKey',
];

/** Creates the server logger on stdout or `stream`; `enabled: false` makes it silent (tests). */
export function createLogger(enabled: boolean, stream?: { write(line: string): void }): Logger {
  const options = { enabled, level: 'info', redact: { paths: REDACT, censor: '[redacted]' } };
  return stream ? pino(options, stream) : pino(options);
}
