import { lighthouseScores } from './lighthouse';
const url = process.argv[2]!;
const runs = Number(process.argv[3] ?? 3);
const waitMs = Number(process.argv[4] ?? 0);
for (let i = 0; i < runs; i++) {
  const s = await lighthouseScores(url, 1, 4, () => new Promise((d) => setTimeout(d, waitMs)));
  console.log(JSON.stringify(s));
}
