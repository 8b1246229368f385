// Tests of the webhook URL rules: https only and public hosts on deployed stages, local receivers on local ones.
import { describe, expect, it } from 'vitest';
import { assertPublicTarget, isPublicAddress, parseWebhookUrl } from './endpoint-url';

const deployed = { allowPrivate: false };
const local = { allowPrivate: true };

describe('parseWebhookUrl', () => {
  it('takes an https URL with path and query', () => {
    expect(parseWebhookUrl(' https://hooks.example.com/in?x=1 ', deployed).href).toBe(
      'https://hooks.example.com/in?x=1',
    );
  });

  it.each([
    ['not a url', 'Not a URL'],
    ['http://hooks.example.com/', 'https://'],
    ['ftp://hooks.example.com/', 'https://'],
    ['https://user:pw@hooks.example.com/', 'user name'],
    ['https://hooks.example.com/#x', 'fragment'],
    ['https://localhost/x', 'internet'],
    ['https://127.0.0.1/x', 'internet'],
    ['https://10.1.2.3/x', 'internet'],
    ['https://192.168.0.10/x', 'internet'],
    ['https://169.254.169.254/latest/meta-data', 'internet'],
    ['https://[::1]/x', 'internet'],
    ['https://[::ffff:10.0.0.1]/x', 'internet'],
  ])('refuses %s on a deployed stage', (raw, message) => {
    expect(() => parseWebhookUrl(raw, deployed)).toThrow(message);
  });

  it('lets a local stage call a receiver on this machine over http', () => {
    expect(parseWebhookUrl('http://127.0.0.1:9999/hook', local).port).toBe('9999');
  });
});

describe('isPublicAddress / assertPublicTarget', () => {
  it('tells public from private addresses', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2a00:1450:4014:80b::200e')).toBe(true);
    expect(isPublicAddress('172.16.5.4')).toBe(false);
    expect(isPublicAddress('fc00::1')).toBe(false);
  });

  it('refuses a host name that resolves to a loopback address', async () => {
    await expect(assertPublicTarget(new URL('https://localhost/x'), deployed)).rejects.toThrow(
      'public address',
    );
    await expect(assertPublicTarget(new URL('http://localhost/x'), local)).resolves.toBeUndefined();
  });
});
