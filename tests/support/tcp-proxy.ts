import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a database outage would. */
  cut(): void;
  /** Accepts connections again. */
  restore(): void;
  /**
   * Lets the next message matching `pattern` (e.g. a transaction's `commit`) through to the
   * service, then cuts that one connection before any answer comes back: the service does the
   * work, the code under test never hears so. Other and later connections are untouched.
   */
  cutAfterNext(pattern: RegExp): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP relay to `target`, to cut a service away from the code under test. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let isCut = false;
  let armed: { pattern: RegExp; done: () => void } | null = null;
  const server = net.createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      const trap = armed;
      if (!trap || !trap.pattern.test(chunk.toString('latin1'))) return void upstream.write(chunk);
      armed = null;
      // The service reads the message, then the end of its connection; the client hears nothing.
      upstream.unpipe();
      upstream.end(chunk);
      client.destroy();
      trap.done();
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    cutAfterNext(pattern) {
      return new Promise((resolve) => {
        armed = { pattern, done: resolve };
      });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
