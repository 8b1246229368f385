import { language, reqSource } from '@repo/enums';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_VERSION, parsePassClientConfig } from './config';

describe('parsePassClientConfig', () => {
  it.each([undefined, null, '', '   '])('throws naming the setting when the base URL is %j', (baseUrl) => {
    expect(() => parsePassClientConfig({ baseUrl }, 'NEXT_PUBLIC_PASS_API_URL')).toThrow(
      'NEXT_PUBLIC_PASS_API_URL is required',
    );
  });

  it('names baseUrl when the caller gives no setting name', () => {
    expect(() => parsePassClientConfig({})).toThrow('baseUrl is required');
  });

  it.each(['localhost:4000', 'not a url', 'ftp://example.com', '/api'])(
    'throws naming the setting for the invalid base URL %j',
    (baseUrl) => {
      expect(() => parsePassClientConfig({ baseUrl }, 'PASS_API_URL')).toThrow(
        /^PASS_API_URL must be an absolute http\(s\) URL \(got /,
      );
    },
  );

  it('fills the defaults: web source, Czech, a placeholder version, no token', () => {
    const config = parsePassClientConfig({ baseUrl: ' http://localhost:4000 ' });
    expect(config).toEqual({
      baseUrl: 'http://localhost:4000',
      agentVersion: DEFAULT_AGENT_VERSION,
      agentSource: reqSource.ids.WEB,
      languageId: language.ids.czech,
    });
    expect(config.getToken).toBeUndefined();
  });

  it('keeps what a brand passes', () => {
    const getToken = () => 'token';
    const config = parsePassClientConfig({
      baseUrl: 'https://api.example.com/base',
      agentVersion: '2.4.1',
      agentSource: reqSource.ids.WEB_UNITED_TICKETS,
      languageId: language.ids.slovak,
      getToken,
    });
    expect(config).toEqual({
      baseUrl: 'https://api.example.com/base',
      agentVersion: '2.4.1',
      agentSource: reqSource.ids.WEB_UNITED_TICKETS,
      languageId: language.ids.slovak,
      getToken,
    });
  });

  it('rejects unknown agent source and language ids, naming the field', () => {
    expect(() => parsePassClientConfig({ baseUrl: 'http://x.test', agentSource: 999 })).toThrow(
      'agentSource must be a reqSource id',
    );
    expect(() => parsePassClientConfig({ baseUrl: 'http://x.test', languageId: 1.5 })).toThrow(
      /^languageId /,
    );
    expect(() => parsePassClientConfig({ baseUrl: 'http://x.test', languageId: 77 })).toThrow(
      'languageId must be a language id',
    );
  });

  it('reports every problem at once', () => {
    expect(() => parsePassClientConfig({ agentVersion: 'x'.repeat(65) }, 'PASS_API_URL')).toThrow(
      /^PASS_API_URL is required; agentVersion /,
    );
  });
});
