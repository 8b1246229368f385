// A bare App Router page: the baseline its first-load JS is compared with in docs/benchmarks.md.
export const dynamic = 'force-static';

export default function BarePage() {
  return <p>Bare App Router page (benchmark baseline).</p>;
}
