import { agentHeaders } from '@repo/contract/headers';
import { language, reqSource } from '@repo/enums';
import type { AxiosInstance } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { parsePassClientConfig } from './config';
import type { PassClientConfigInput } from './config';
import { createHttp } from './http';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function http(input: Omit<PassClientConfigInput, 'baseUrl'> = {}): AxiosInstance {
  return createHttp(parsePassClientConfig({ baseUrl: server.url, agentVersion: '1.2.3', ...input }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

interface Echo {
  method: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  rawQuery: string;
  body: unknown;
}

describe('createHttp: configuration', () => {
  it('has no default timeout (spec section 9)', () => {
    expect(http().defaults.timeout).toBe(0);
  });

  it('uses the base URL', () => {
    expect(http().defaults.baseURL).toBe(server.url);
  });
});

describe('createHttp: headers', () => {
  it('sends the three agent headers on every request, defaults web and Czech', async () => {
    const { data } = await http().get<Echo>('/echo');
    expect(data.headers[agentHeaders.agentVersion]).toBe('1.2.3');
    expect(data.headers[agentHeaders.agentSource]).toBe(String(reqSource.ids.WEB));
    expect(data.headers[agentHeaders.languageId]).toBe(String(language.ids.czech));
  });

  it("sends a brand's agent source and language", async () => {
    const { data } = await http({
      agentSource: reqSource.ids.WEB_DINO_LIVE,
      languageId: language.ids.english,
    }).post<Echo>('/echo', { a: 1 });
    expect(data.headers[agentHeaders.agentSource]).toBe(String(reqSource.ids.WEB_DINO_LIVE));
    expect(data.headers[agentHeaders.languageId]).toBe(String(language.ids.english));
    expect(data.headers['content-type']).toMatch(/^application\/json/);
    expect(data.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    for (const getToken of [undefined, () => null, () => undefined, () => '']) {
      const { data } = await http({ getToken }).get<Echo>('/echo');
      expect(data.headers.authorization).toBeUndefined();
    }
  });

  it('sends the bearer token, read again on every request', async () => {
    let token: string | null = null;
    const client = http({ getToken: () => token });
    expect((await client.get<Echo>('/echo')).data.headers.authorization).toBeUndefined();
    token = 'abc.def';
    expect((await client.get<Echo>('/echo')).data.headers.authorization).toBe('Bearer abc.def');
    token = 'next';
    expect((await client.get<Echo>('/echo')).data.headers.authorization).toBe('Bearer next');
    token = null;
    expect((await client.get<Echo>('/echo')).data.headers.authorization).toBeUndefined();
  });

  it('leaves an Authorization header set for one request alone', async () => {
    const { data } = await http({ getToken: () => 'user' }).get<Echo>('/echo', {
      headers: { Authorization: 'Bearer service' },
    });
    expect(data.headers.authorization).toBe('Bearer service');
  });

  it('sends array query values as repeated keys', async () => {
    const { data } = await http().get<Echo>('/echo', {
      params: { id: ['a', 'b'], page: 2, skip: undefined },
    });
    expect(data.rawQuery).toBe('?id=a&id=b&page=2');
  });
});

describe('createHttp: error mapping of spec section 8 over a real connection', () => {
  it('resolves a 200 body with errorText OK', async () => {
    const { data } = await http().get('/ok');
    expect(data).toEqual({ errorText: 'OK', value: 1 });
  });

  it('resolves a 2xx body without errorText (service endpoints)', async () => {
    expect((await http().get('/no-error-text')).data).toEqual({ name: 'pass', version: '1.0.0' });
  });

  it('rejects a 200 body with an ERROR_ errorText: name without prefix, lowercased, status 500', async () => {
    const error = await failure(http().get('/sold-out'));
    expect(error).toMatchObject({ name: 'sold_out', status: 500, message: 'Vyprodáno' });
    expect(error.body).toEqual({ errorText: 'ERROR_SOLD_OUT', message: 'Vyprodáno' });
    expect(isApiError(error, 'sold_out')).toBe(true);
  });

  it('names a 200 body with an empty errorText api_error', async () => {
    expect(await failure(http().get('/empty-error-text'))).toMatchObject({ name: 'api_error', status: 500 });
  });

  it('maps a 404 error body: name from errorText, HTTP status, message from the body', async () => {
    const error = await failure(http().get('/not-found'));
    expect(error).toMatchObject({ name: 'event_not_found', status: 404, message: 'Event not found' });
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 'event_not_found')).toBe(true);
  });

  it('takes the name from type before errorText', async () => {
    expect(await failure(http().get('/conflict'))).toMatchObject({
      name: 'sold_out',
      status: 409,
      message: 'Sold out',
    });
  });

  it('takes the name from error when there is nothing else', async () => {
    expect(await failure(http().get('/unauthorized'))).toMatchObject({
      name: 'unauthorized',
      status: 401,
      message: 'HTTP 401',
    });
  });

  it('maps a 500 HTML page to api_error with status 500', async () => {
    const error = await failure(http().get('/html'));
    expect(error).toMatchObject({ name: 'api_error', status: 500, message: 'HTTP 500' });
    expect(error.body).toContain('Internal Server Error');
  });

  it('maps a connection closed without a response to no_response', async () => {
    const error = await failure(http().get('/destroy'));
    expect(error).toMatchObject({ name: 'no_response', status: 0 });
    expect(error.cause).toBeDefined();
  });

  it('maps a refused connection to no_response', async () => {
    const closed = await startTestServer();
    await closed.close();
    const client = createHttp(parsePassClientConfig({ baseUrl: closed.url }));
    expect(await failure(client.get('/ok'))).toMatchObject({ name: 'no_response', status: 0 });
  });

  it('maps a failure before sending (a throwing token getter) to request_fail with status 500', async () => {
    const client = http({
      getToken: () => {
        throw new Error('session store unavailable');
      },
    });
    expect(await failure(client.get('/ok'))).toMatchObject({
      name: 'request_fail',
      status: 500,
      message: 'session store unavailable',
    });
  });
});
