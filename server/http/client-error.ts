/**
 * Requests Node's HTTP parser refuses before Express sees them (a 20 KB URL, oversized headers, bytes
 * that are not HTTP) get the API's JSON error too, instead of Node's empty reply.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from '../contract/errors';

// A request line longer than half of Node's header limit is what overflowed it: the URL is too long.
const LONG_REQUEST_LINE = http.maxHeaderSize / 2;

function errorFor(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): AppError {
  if (err.code !== 'HPE_HEADER_OVERFLOW') return new AppError('invalid_request', 'Malformed HTTP request');
  const lineEnd = err.rawPacket?.indexOf('\r\n') ?? -1;
  if (lineEnd === -1 || lineEnd > LONG_REQUEST_LINE) {
    return new AppError('uri_too_long', `The URL is too long: request line and headers may take ${http.maxHeaderSize} bytes`);
  }
  return new AppError('headers_too_large', `Request headers are too large: request line and headers may take ${http.maxHeaderSize} bytes`);
}

/** Answers the parser errors of `server` with a JSON error body, then closes the connection. */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      // As Node answers it: the client was too slow to send its request.
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      return;
    }
    const error = errorFor(err);
    const body = JSON.stringify(error.toBody());
    socket.end(
      `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
