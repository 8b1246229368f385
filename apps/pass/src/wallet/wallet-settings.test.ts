import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { walletSettings, WalletSettingsError } from './wallet-settings';

describe('walletSettings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-settings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is off for both wallets without settings', () => {
    expect(walletSettings(loadEnv({}))).toEqual({ apple: null, google: null });
  });

  it('names the setting whose file is missing or is not what it should be', () => {
    const notJson = join(dir, 'key.json');
    writeFileSync(notJson, 'not json');
    const google = (file: string) =>
      loadEnv({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678', GOOGLE_WALLET_KEY_FILE: file });
    expect(() => walletSettings(google(notJson))).toThrow(WalletSettingsError);
    expect(() => walletSettings(google(notJson))).toThrow(/GOOGLE_WALLET_KEY_FILE: .*key\.json is not JSON/);
    writeFileSync(notJson, JSON.stringify({ client_email: 'x@example.com' }));
    expect(() => walletSettings(google(notJson))).toThrow(/not a service account key/);

    const pem = join(dir, 'cert.pem');
    writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const apple = loadEnv({
      APPLE_WALLET_PASS_TYPE_ID: 'pass.cz.example.tickets',
      APPLE_WALLET_TEAM_ID: 'TEAM123456',
      APPLE_WALLET_CERT_FILE: pem,
      APPLE_WALLET_KEY_FILE: pem,
      APPLE_WALLET_WWDR_FILE: join(dir, 'missing.pem'),
    });
    expect(() => walletSettings(apple)).toThrow(/APPLE_WALLET_KEY_FILE: .* holds no PEM private key/);
  });
});
