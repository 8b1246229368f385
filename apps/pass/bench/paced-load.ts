// Paced load for the benches: many clients (door scanners, tills) each sending at a person's pace, on their own clocks.
// autocannon's `overallRate` is not that: every connection sends its share at the top of each second (a burst of
// all clients at once), and it then "corrects" the histogram with synthetic samples; the p50 it reports is a burst
// draining, not what a steward sees.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type PacedRequest = {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type PacedResult = {
  clients: number;
  perClientPerSecond: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  /** The load generator's own longest event-loop stall: latency above it may be the generator's, not the service's. */
  generatorStallMaxMs: number;
};

function send(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { agent, method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Exponential gaps: arrivals at a gate or a bar are independent of each other (a Poisson process per client). */
function nextGapMs(perSecond: number): number {
  return (-Math.log(1 - Math.random()) * 1000) / perSecond;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/**
 * Runs `clients` loops for `seconds`; each sends its next request at its next arrival time, or as soon as its last
 * request is answered when that came later (a person waits for the answer before serving the next visitor).
 * Latency is counted from the arrival, not from the send, so a server that falls behind is not flattered by it.
 */
export async function pacedLoad(options: {
  base: string;
  clients: number;
  perClientPerSecond: number;
  seconds: number;
  /** Seconds run first and not counted: the service's pool connections open and its code warms up. */
  warmupSeconds?: number;
  request: (client: number, sequence: number) => PacedRequest;
}): Promise<PacedResult> {
  const { base, clients, perClientPerSecond, seconds, request, warmupSeconds = 0 } = options;
  // One keep-alive connection per client, as each phone or tablet holds its own.
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sequence = 0;
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const warmupStarted = performance.now();
  const counting = setTimeout(() => stalls.reset(), warmupSeconds * 1000);
  const started = warmupStarted + warmupSeconds * 1000;
  const endsAt = started + seconds * 1000;

  async function client(index: number) {
    // Clients start at random points of their first gap, not all at once.
    let arrival = warmupStarted + Math.random() * nextGapMs(perClientPerSecond);
    while (arrival < endsAt) {
      const wait = arrival - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const { method, path, headers, body } = request(index, sequence++);
      try {
        const status = await send(agent, new URL(path, base), method, headers, body);
        if (status < 200 || status > 299) non2xx += 1;
      } catch {
        errors += 1;
      }
      if (arrival >= started) latencies.push(performance.now() - arrival);
      arrival += nextGapMs(perClientPerSecond);
    }
  }

  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  stalls.disable();
  clearTimeout(counting);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    clients,
    perClientPerSecond,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    non2xx,
    errors,
    generatorStallMaxMs: Math.round(stalls.max / 1e6),
  };
}
