// `pnpm bench [name] [options]`: runs bench/<name>.ts (catalogue when no name is given) with the options after it.
const names = ['catalogue', 'onsale', 'door', 'hub-orders', 'bar', 'seed'] as const;
const [first] = process.argv.slice(2);
const name = names.find((candidate) => candidate === first);
// The chosen bench parses process.argv itself: its name is not one of its options.
if (name) process.argv.splice(2, 1);
await import(`./${name ?? 'catalogue'}.ts`);
