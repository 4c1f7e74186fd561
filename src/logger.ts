/**
 * The one pino logger factory, used by the entry point (main.ts), by `createGateway` when it is given
 * none, and by tests that read log lines: whatever builds the logger, a key, a password or a cookie
 * that reaches a log object under one of these paths is written as [Redacted].
 */
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

const SECRET_HEADERS = ['["x-api-key"]', 'authorization', 'cookie', '["set-cookie"]'];

/** A headers object at the top of a log object or one level down (`req.headers`, `request.headers` …). */
export const REDACTED_PATHS = SECRET_HEADERS.flatMap((h) => [`headers.${h}`, `*.headers.${h}`]).map((p) => p.replace('.[', '['));

export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  return pino({ level, redact: REDACTED_PATHS }, destination);
}
