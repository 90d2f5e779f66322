import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { testApp } from './test-app';

// Slow bodies (issue 22): a client that sends half a request and waits held a connection for as
// long as it liked (Fastify's requestTimeout 0). Now it is answered 408 and closed within the limit.

describe('a request that does not all arrive', () => {
  // A 2 s limit: the closing is timed by this test's own process, which a loaded machine (jest
  // beside the type-check on 2 cores) delays by some hundreds of ms (976 ms against a 600 ms limit
  // once); 600 ms of slack still tells "within the limit" from twice it.
  it('is answered 408 and closed within the limit', async () => {
    const { app } = testApp({ requestTimeoutMs: 2_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      const started = Date.now();
      socket.write('POST /api/v1/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":');
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
      });
      await once(socket, 'close');
      const heldMs = Date.now() - started;
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(heldMs).toBeGreaterThanOrEqual(1_500);
      expect(heldMs).toBeLessThanOrEqual(2_600);
    } finally {
      await app.close();
    }
  });

  it('is closed within 30 s by default', async () => {
    const { app } = testApp();
    await app.ready();
    // Node checks its open requests every 5 s against 25 s: closed within 30 s in all.
    expect(app.server.requestTimeout).toBe(25_000);
    expect(app.server.headersTimeout).toBeLessThanOrEqual(25_000);
    await app.close();
  });
});
