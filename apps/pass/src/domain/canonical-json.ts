// Canonical JSON: one text per value whatever the order of its object keys, so equal requests hash equally.

/** JSON with object keys sorted (by code unit) and undefined members left out, as JSON.stringify leaves them out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  // undefined, functions and symbols have no JSON; inside an array JSON.stringify writes null for them too.
  return JSON.stringify(value) ?? 'null';
}
