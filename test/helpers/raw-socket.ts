/**
 * Raw client sockets on loopback, for tests of the HTTP edge: `open(port, sockets)` connects one and
 * records it in `sockets` (the test destroys them after each case); `within(p, ms)` tells whether something
 * happened in time ('still open' if not).
 */
import { connect, type Socket } from 'node:net';

/** A raw client socket; resolves once connected. Collects what it reads; `closed` resolves with the time it ended. */
export async function open(port: number, sockets: Socket[]) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => {});
  const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now())));
  await new Promise<void>((r, j) => socket.once('connect', r).once('error', j));
  return { socket, closed, received: () => received };
}

export const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'still open'>((r) => setTimeout(() => r('still open'), ms))]);
