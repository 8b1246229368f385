import { afterEach, describe, expect, it } from 'vitest';
import {
  CUSTOM_ID_THRESHOLD,
  defineEnum,
  EnumDefinitionError,
  EnumLookupError,
  isCustomId,
  isLabelLanguage,
  UNKNOWN_LABELS,
} from './define-enum';
import type { EnumEntry, LabelLanguage } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  { id: 2, key: 'two', labels: { cs: 'Dva', sk: 'Dva', en: 'Two', de: 'Zwei' } },
  { id: 1, key: 'one', labels: { cs: 'Jedna', sk: 'Jeden', en: 'One', de: 'Eins' } },
] as const satisfies readonly EnumEntry[];

const sample = defineEnum<EnumEntry, typeof entries>('sample', entries);

const custom = (id: number, key = `custom${String(id)}`): EnumEntry => ({
  id,
  key,
  labels: { cs: 'Vlastní', sk: 'Vlastný', en: 'Custom', de: 'Eigene' },
});

afterEach(() => sample.clearCustom());

describe('isCustomId', () => {
  it('is true only for integers above the threshold', () => {
    expect(CUSTOM_ID_THRESHOLD).toBe(1000);
    expect(isCustomId(1001)).toBe(true);
    expect(isCustomId(250_000)).toBe(true);
    expect(isCustomId(1000)).toBe(false);
    expect(isCustomId(0)).toBe(false);
    expect(isCustomId(1001.5)).toBe(false);
    expect(isCustomId(Number.NaN)).toBe(false);
  });
});

describe('isLabelLanguage', () => {
  it('accepts the four label languages only', () => {
    for (const code of ['cs', 'sk', 'en', 'de']) expect(isLabelLanguage(code)).toBe(true);
    for (const code of ['fr', 'CS', '', null, 3]) expect(isLabelLanguage(code)).toBe(false);
  });
});

describe('defineEnum lookups', () => {
  it('gets, finds and checks entries by id', () => {
    expect(sample.get(1).key).toBe('one');
    expect(sample.find(2)?.key).toBe('two');
    expect(sample.find(3)).toBeUndefined();
    expect(sample.has(0)).toBe(true);
    expect(sample.has(3)).toBe(false);
  });

  it('throws EnumLookupError naming the enumeration and id for a missing id', () => {
    expect(() => sample.get(42)).toThrow(new EnumLookupError('sample', 42));
    expect(() => sample.get(42)).toThrow('Enumeration "sample" has no entry with id 42');
    try {
      sample.get(-1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnumLookupError);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'EnumLookupError', enumName: 'sample', id: -1 });
    }
  });

  it('derives typed id constants and key lookups from the entries', () => {
    const two: 2 = sample.ids.two;
    expect(two).toBe(2);
    expect(sample.ids).toEqual({ unknown: 0, two: 2, one: 1 });
    expect(Object.isFrozen(sample.ids)).toBe(true);
    expect(sample.byKey('one').id).toBe(1);
  });

  it('throws EnumLookupError for an unknown key at runtime', () => {
    // Simulates an untyped caller (JSON, query string).
    const key = 'three' as 'one';
    expect(() => sample.byKey(key)).toThrow('Enumeration "sample" has no entry with key "three"');
  });

  it('lists entries in id order', () => {
    expect(sample.list().map((entry) => entry.id)).toEqual([0, 1, 2]);
  });

  it('returns labels and rejects unsupported languages at runtime', () => {
    expect(sample.label(1, 'sk')).toBe('Jeden');
    expect(sample.label(0, 'de')).toBe('Unbekannt');
    expect(() => sample.label(1, 'fr' as LabelLanguage)).toThrow(RangeError);
    expect(() => sample.label(1, 'fr' as LabelLanguage)).toThrow('Unsupported label language "fr"');
    expect(() => sample.label(9, 'cs')).toThrow(EnumLookupError);
  });
});

describe('defineEnum definition checks', () => {
  const labels = { cs: 'A', sk: 'A', en: 'A', de: 'A' };

  it('requires the unknown entry', () => {
    expect(() => defineEnum('broken', [{ id: 1, key: 'a', labels }])).toThrow('the unknown entry is missing');
  });

  it('rejects duplicate ids and keys', () => {
    const unknown = { id: 0, key: 'unknown', labels };
    expect(() =>
      defineEnum('broken', [unknown, { id: 1, key: 'a', labels }, { id: 1, key: 'b', labels }]),
    ).toThrow('id is already defined');
    expect(() =>
      defineEnum('broken', [unknown, { id: 1, key: 'a', labels }, { id: 2, key: 'a', labels }]),
    ).toThrow('key "a" is already defined');
  });

  it('rejects empty labels, empty keys and bad ids', () => {
    const unknown = { id: 0, key: 'unknown', labels };
    expect(() =>
      defineEnum('broken', [unknown, { id: 1, key: 'a', labels: { ...labels, de: ' ' } }]),
    ).toThrow('label "de" must be a non-empty string');
    expect(() => defineEnum('broken', [unknown, { id: 1, key: '', labels }])).toThrow(
      'key must not be empty',
    );
    expect(() => defineEnum('broken', [unknown, { id: 1.5, key: 'a', labels }])).toThrow(EnumDefinitionError);
    expect(() => defineEnum('broken', [unknown, { id: -1, key: 'a', labels }])).toThrow(EnumDefinitionError);
  });

  it('runs the validate hook on built-in and custom entries', () => {
    const seen: number[] = [];
    const checked = defineEnum('checked', [{ id: 0, key: 'unknown', labels }], {
      validate: (entry) => {
        seen.push(entry.id);
        if (entry.key === 'bad') throw new EnumDefinitionError('checked', entry.id, 'bad key');
      },
    });
    checked.register({ id: 1001, key: 'good', labels });
    expect(() => checked.register({ id: 1002, key: 'bad', labels })).toThrow('bad key');
    expect(seen).toEqual([0, 1001, 1002]);
    expect(checked.has(1002)).toBe(false);
  });
});

describe('custom entries', () => {
  it('registers entries above the threshold and lists them in id order', () => {
    sample.register(custom(1005));
    sample.register(custom(1001));
    expect(sample.get(1001).labels.en).toBe('Custom');
    expect(sample.isCustom(1001)).toBe(true);
    expect(sample.isCustom(1)).toBe(false);
    expect(sample.list().map((entry) => entry.id)).toEqual([0, 1, 2, 1001, 1005]);
    expect(sample.label(1005, 'cs')).toBe('Vlastní');
  });

  it('rejects ids at or below the threshold', () => {
    for (const id of [0, 1, 3, 1000, 1000.5, -1001]) {
      expect(() => sample.register(custom(id))).toThrow(EnumDefinitionError);
    }
    expect(() => sample.register(custom(1000))).toThrow(
      'Enumeration "sample" rejects entry with id 1000: custom ids must be integers above 1000',
    );
  });

  it('rejects duplicate ids and keys', () => {
    sample.register(custom(1001, 'first'));
    expect(() => sample.register(custom(1001, 'second'))).toThrow('id is already defined');
    expect(() => sample.register(custom(1002, 'first'))).toThrow('key "first" is already defined');
    expect(() => sample.register(custom(1003, 'one'))).toThrow('key "one" is already defined');
  });

  it('stores a frozen copy so callers cannot change a registered entry', () => {
    const input = { ...custom(1001), labels: { cs: 'A', sk: 'A', en: 'A', de: 'A' } };
    const stored = sample.register(input);
    input.labels.en = 'Changed';
    expect(stored.labels.en).toBe('A');
    expect(Object.isFrozen(stored)).toBe(true);
    expect(Object.isFrozen(stored.labels)).toBe(true);
  });

  it('clearCustom removes only custom entries, and their ids and keys become free again', () => {
    sample.register(custom(1001, 'gone'));
    sample.clearCustom();
    expect(sample.has(1001)).toBe(false);
    expect(sample.list().map((entry) => entry.id)).toEqual([0, 1, 2]);
    expect(sample.register(custom(1001, 'gone')).id).toBe(1001);
  });
});

describe('immutability', () => {
  it('freezes built-in entries and their labels', () => {
    expect(Object.isFrozen(sample.get(1))).toBe(true);
    expect(Object.isFrozen(sample.get(1).labels)).toBe(true);
    expect(Object.isFrozen(UNKNOWN_LABELS)).toBe(true);
  });
});
