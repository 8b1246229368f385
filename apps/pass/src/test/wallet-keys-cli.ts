// Writes self-made wallet signing files into a folder and prints the settings naming them (browser tests' pass).
import { resolve } from 'node:path';
import { makeWalletTestKeys } from './wallet-keys';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx src/test/wallet-keys-cli.ts DIR');
  process.exit(2);
}
const keys = makeWalletTestKeys(resolve(dir));
for (const [name, value] of Object.entries(keys.env)) console.info(`${name}=${value}`);
