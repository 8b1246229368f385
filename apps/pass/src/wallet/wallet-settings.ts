// The wallets' signing material, read from the files the settings name once at start (null: wallet off).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Env } from '../env';

export interface AppleWalletSigning {
  passTypeIdentifier: string;
  teamIdentifier: string;
  /** PEM texts. */
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string | undefined;
  wwdr: string;
}

export interface GoogleWalletSigning {
  issuerId: string;
  /** The service account that signs save links (its e-mail is the JWT's issuer). */
  clientEmail: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

export interface WalletSettings {
  apple: AppleWalletSigning | null;
  google: GoogleWalletSigning | null;
}

export class WalletSettingsError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting}: ${message}`);
    this.name = 'WalletSettingsError';
  }
}

const serviceAccountKey = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
});

function readSetting(setting: string, path: string): string {
  try {
    return readFileSync(resolve(path), 'utf8');
  } catch (error) {
    throw new WalletSettingsError(setting, `cannot read ${path} (${(error as NodeJS.ErrnoException).code})`);
  }
}

function readPem(setting: string, path: string, kind: 'CERTIFICATE' | 'PRIVATE KEY'): string {
  const text = readSetting(setting, path);
  // "PRIVATE KEY" also matches "RSA PRIVATE KEY" and "ENCRYPTED PRIVATE KEY".
  if (!text.includes(`-----BEGIN `) || !text.includes(kind)) {
    throw new WalletSettingsError(setting, `${path} holds no PEM ${kind.toLowerCase()}`);
  }
  return text;
}

const loaded = new WeakMap<Env, WalletSettings>();

/**
 * Reads the files once per loaded configuration (the server and the e-mail worker share it); throws
 * WalletSettingsError naming the setting whose file is missing or malformed, so a bad deploy fails at start.
 */
export function walletSettings(env: Env): WalletSettings {
  const cached = loaded.get(env);
  if (cached) return cached;
  const settings: WalletSettings = { apple: appleSigning(env), google: googleSigning(env) };
  loaded.set(env, settings);
  return settings;
}

function appleSigning(env: Env): AppleWalletSigning | null {
  const { APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT_FILE } = env;
  const { APPLE_WALLET_KEY_FILE, APPLE_WALLET_WWDR_FILE } = env;
  // env.ts accepts all five or none.
  if (
    !APPLE_WALLET_PASS_TYPE_ID ||
    !APPLE_WALLET_TEAM_ID ||
    !APPLE_WALLET_CERT_FILE ||
    !APPLE_WALLET_KEY_FILE ||
    !APPLE_WALLET_WWDR_FILE
  ) {
    return null;
  }
  return {
    passTypeIdentifier: APPLE_WALLET_PASS_TYPE_ID,
    teamIdentifier: APPLE_WALLET_TEAM_ID,
    signerCert: readPem('APPLE_WALLET_CERT_FILE', APPLE_WALLET_CERT_FILE, 'CERTIFICATE'),
    signerKey: readPem('APPLE_WALLET_KEY_FILE', APPLE_WALLET_KEY_FILE, 'PRIVATE KEY'),
    signerKeyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE,
    wwdr: readPem('APPLE_WALLET_WWDR_FILE', APPLE_WALLET_WWDR_FILE, 'CERTIFICATE'),
  };
}

function googleSigning(env: Env): GoogleWalletSigning | null {
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_KEY_FILE } = env;
  if (!GOOGLE_WALLET_ISSUER_ID || !GOOGLE_WALLET_KEY_FILE) return null;
  let json: unknown;
  try {
    json = JSON.parse(readSetting('GOOGLE_WALLET_KEY_FILE', GOOGLE_WALLET_KEY_FILE));
  } catch (error) {
    if (error instanceof WalletSettingsError) throw error;
    throw new WalletSettingsError('GOOGLE_WALLET_KEY_FILE', `${GOOGLE_WALLET_KEY_FILE} is not JSON`);
  }
  const key = serviceAccountKey.safeParse(json);
  if (!key.success) {
    throw new WalletSettingsError(
      'GOOGLE_WALLET_KEY_FILE',
      `${GOOGLE_WALLET_KEY_FILE} is not a service account key (client_email and private_key)`,
    );
  }
  return {
    issuerId: GOOGLE_WALLET_ISSUER_ID,
    clientEmail: key.data.client_email,
    privateKey: key.data.private_key,
  };
}
