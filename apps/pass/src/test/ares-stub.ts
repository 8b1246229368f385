// Test helper: a local stand-in for the ARES register on an ephemeral port, answering in its documented shape.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** IČOs (all with valid check digits) and how the stub answers them. */
export const stubIcos = {
  /** A company in a street with both house numbers, a VAT payer. */
  company: '27082440',
  /** A village office without streets, not a VAT payer (callers may type it as "6947"). */
  village: '00006947',
  /** The register answers 404 { kod: 'NENALEZENO' }. */
  unknown: '45274649',
  /** The register answers 500. */
  failing: '25596641',
  /** The register answers after `slowMs`. */
  slow: '00000001',
  /** The register answers 200 with HTML (a maintenance page). */
  garbled: '00000019',
} as const;

export const stubSubjects = {
  [stubIcos.company]: {
    ico: '27082440',
    obchodniJmeno: 'Alza.cz a.s.',
    sidlo: {
      kodStatu: 'CZ',
      nazevStatu: 'Česká republika',
      kodKraje: 19,
      nazevKraje: 'Hlavní město Praha',
      nazevObce: 'Praha',
      nazevMestskehoObvodu: 'Praha 7',
      nazevCastiObce: 'Holešovice',
      nazevUlice: 'Jankovcova',
      cisloDomovni: 1522,
      cisloOrientacni: 53,
      psc: 17000,
      textovaAdresa: 'Jankovcova 1522/53, Holešovice, 17000 Praha 7',
      typCisloDomovni: 1,
    },
    pravniForma: '121',
    dic: 'CZ27082440',
    datumVzniku: '2003-08-26',
    czNace: ['47910'],
  },
  [stubIcos.village]: {
    ico: '00006947',
    obchodniJmeno: 'Obec Lhota ',
    sidlo: {
      kodStatu: 'CZ',
      nazevObce: 'Lhota',
      nazevCastiObce: 'Lhota',
      cisloDomovni: 12,
      psc: 25401,
      textovaAdresa: 'Lhota 12, 25401 Lhota',
    },
  },
} as const;

export interface AresStub {
  /** Base URL to use as ARES_URL, e.g. http://127.0.0.1:43210/rest */
  url: string;
  /** Paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the stub; `slowMs` is how long the slow IČO takes (make it exceed the timeout under test). */
export async function startAresStub(options: { slowMs?: number } = {}): Promise<AresStub> {
  const slowMs = options.slowMs ?? 2_000;
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const match = /^\/rest\/ekonomicke-subjekty\/(\d+)$/.exec(path);
    const ico = match?.[1];
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (ico === undefined) return json(400, { kod: 'CHYBA_VSTUPU', popis: 'Neplatný dotaz' });
    if (ico === stubIcos.failing) return json(500, { kod: 'CHYBA_SERVERU', popis: 'Interní chyba' });
    if (ico === stubIcos.garbled) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html><body>Údržba systému</body></html>');
    }
    if (ico === stubIcos.slow) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        json(200, stubSubjects[stubIcos.company]);
      }, slowMs);
      timers.add(timer);
      return;
    }
    const subject = (stubSubjects as Record<string, unknown>)[ico];
    if (subject === undefined) {
      return json(404, {
        kod: 'NENALEZENO',
        popis: 'Ekonomický subjekt nebyl nalezen.',
        subKod: 'VYSTUP_SUBJEKT_NENALEZEN',
      });
    }
    json(200, subject);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
