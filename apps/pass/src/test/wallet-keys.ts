// Self-made wallet signing material for tests: a stand-in WWDR CA, a pass certificate it signed, and a Google
// service-account key, written as the files the wallet settings name.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

export const testPassTypeId = 'pass.cz.example.tickets';
export const testTeamId = 'TEAM123456';
export const testIssuerId = '3388000000012345678';
export const testServiceAccount = 'wallet-signer@example-project.iam.gserviceaccount.com';

export interface WalletTestKeys {
  /** Settings for startTestApp({ env }). */
  env: Record<string, string>;
  /** PEM of the pass certificate, to check the .pkpass signature against. */
  signerCertPem: string;
  /** PEM of the Google service account's public key, to verify save-link JWTs. */
  googlePublicKeyPem: string;
  remove(): void;
}

// node:crypto makes the RSA keys (forge's pure-JS generation takes seconds); forge makes the certificates.
function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKeyPem: string;
  signingKeyPem: string;
  serial: string;
  ca: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicKeyPem);
  cert.serialNumber = options.serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions([{ name: 'basicConstraints', cA: options.ca }]);
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** Writes the files into `dir` (a new temporary folder by default). */
export function makeWalletTestKeys(dir = mkdtempSync(join(tmpdir(), 'wallet-keys-'))): WalletTestKeys {
  mkdirSync(dir, { recursive: true });
  const ca = rsaKeys();
  const caName = [
    { name: 'commonName', value: 'Test Worldwide Developer Relations CA' },
    { name: 'organizationName', value: 'Test' },
  ];
  const wwdrPem = certificate({
    subject: caName,
    issuer: caName,
    publicKeyPem: ca.publicKeyPem,
    signingKeyPem: ca.privateKeyPem,
    serial: '01',
    ca: true,
  });
  const signer = rsaKeys();
  const signerCertPem = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${testPassTypeId}` },
      { name: 'organizationalUnitName', value: testTeamId },
    ],
    issuer: caName,
    publicKeyPem: signer.publicKeyPem,
    signingKeyPem: ca.privateKeyPem,
    serial: '02',
    ca: false,
  });
  const google = rsaKeys();
  const files = {
    wwdr: join(dir, 'wwdr.pem'),
    cert: join(dir, 'pass-cert.pem'),
    key: join(dir, 'pass-key.pem'),
    google: join(dir, 'service-account.json'),
  };
  writeFileSync(files.wwdr, wwdrPem);
  writeFileSync(files.cert, signerCertPem);
  writeFileSync(files.key, signer.privateKeyPem);
  writeFileSync(
    files.google,
    JSON.stringify({
      type: 'service_account',
      client_email: testServiceAccount,
      private_key: google.privateKeyPem,
    }),
  );
  return {
    env: {
      APPLE_WALLET_PASS_TYPE_ID: testPassTypeId,
      APPLE_WALLET_TEAM_ID: testTeamId,
      APPLE_WALLET_CERT_FILE: files.cert,
      APPLE_WALLET_KEY_FILE: files.key,
      APPLE_WALLET_WWDR_FILE: files.wwdr,
      GOOGLE_WALLET_ISSUER_ID: testIssuerId,
      GOOGLE_WALLET_KEY_FILE: files.google,
    },
    signerCertPem,
    googlePublicKeyPem: google.publicKeyPem,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
