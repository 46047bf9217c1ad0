import http from 'node:http';

type Recorded = { method: string; url: string; body: any; at: number };

class MockServer {
  private server?: http.Server;
  private requests: Recorded[] = [];
  private failStatus: number | null = null;

  async start(port: number) {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        this.requests.push({ method: req.method ?? '', url: req.url ?? '', body: raw ? JSON.parse(raw) : null, at: Date.now() });
        res.statusCode = this.failStatus ?? 200;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => this.server!.listen(port, r));
  }

  async stop() {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  failAll(status: number) {
    this.failStatus = status;
  }

  reset() {
    this.failStatus = null;
    this.requests = [];
  }

  async waitForRequest(method: string, url: string, timeoutMs: number): Promise<Recorded> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const hit = this.requests.find((r) => r.method === method && r.url === url);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 5000));
    }
    throw new Error(
      `No ${method} ${url} within ${timeoutMs} ms (${this.requests.length} other requests seen)`,
    );
  }
}

export const mockServer = new MockServer();
