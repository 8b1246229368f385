// Generic typed enumeration helper: labelled entries, id and key lookups, custom entries, and the errors they throw.

/** Languages every enumeration entry carries a label in. */
export const LABEL_LANGUAGES = ['cs', 'sk', 'en', 'de'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

export type Labels = Readonly<Record<LabelLanguage, string>>;

/**
 * Ids above this value are reserved for organiser-defined entries. The region enumeration is the one
 * exception: the spec numbers German (1401-) and Greek (1501-) regions above it, and they are built in.
 */
export const CUSTOM_ID_THRESHOLD = 1000;

/** The `unknown` entry every enumeration carries for missing values. */
export const UNKNOWN_ID = 0;

/** Whether the id lies in the custom range; `Enumeration.isCustom` tells whether an entry was registered. */
export function isCustomId(id: number): boolean {
  return Number.isInteger(id) && id > CUSTOM_ID_THRESHOLD;
}

export function isLabelLanguage(code: unknown): code is LabelLanguage {
  return typeof code === 'string' && (LABEL_LANGUAGES as readonly string[]).includes(code);
}

export interface EnumEntry {
  readonly id: number;
  /** Stable name for code, so apps never compare against numeric literals. */
  readonly key: string;
  readonly labels: Labels;
}

/** Neutral wording so the `unknown` label fits nouns of every grammatical gender. */
export const UNKNOWN_LABELS = { cs: 'Neuvedeno', sk: 'Neuvedené', en: 'Unknown', de: 'Unbekannt' } as const;

/** A lookup by id (or key) found nothing. */
export class EnumLookupError extends Error {
  override readonly name: string = 'EnumLookupError';
  readonly enumName: string;
  readonly id: number | string;

  constructor(enumName: string, id: number | string, message?: string) {
    super(message ?? `Enumeration "${enumName}" has no entry with id ${String(id)}`);
    this.enumName = enumName;
    this.id = id;
  }
}

/** An entry was rejected: a bad built-in definition, or a custom entry breaking the rules. */
export class EnumDefinitionError extends Error {
  override readonly name: string = 'EnumDefinitionError';
  readonly enumName: string;
  readonly id: number;

  constructor(enumName: string, id: number, reason: string) {
    super(`Enumeration "${enumName}" rejects entry with id ${String(id)}: ${reason}`);
    this.enumName = enumName;
    this.id = id;
  }
}

type KeyOf<T extends readonly EnumEntry[]> = T[number]['key'];

/** `{ bankTransfer: 2, ... }` with literal id types, derived from the entries themselves. */
export type EnumIds<T extends readonly EnumEntry[]> = {
  readonly [X in T[number] as X['key']]: X['id'];
};

export interface Enumeration<E extends EnumEntry, T extends readonly E[] = readonly E[]> {
  readonly name: string;
  readonly ids: EnumIds<T>;
  /** Throws EnumLookupError when the id is not defined (built-in or registered). */
  get(id: number): E;
  find(id: number): E | undefined;
  has(id: number): boolean;
  /** True for entries added with `register`, false for built-in ones (even above the threshold). */
  isCustom(id: number): boolean;
  byKey<K extends KeyOf<T>>(key: K): Extract<T[number], { readonly key: K }>;
  /** Built-in and custom entries, in id order. */
  list(): readonly E[];
  label(id: number, language: LabelLanguage): string;
  /** Adds an organiser-defined entry; its id must be above CUSTOM_ID_THRESHOLD and id and key unused. */
  register(entry: E): E;
  /** Drops every custom entry, e.g. before loading another organiser's definitions. */
  clearCustom(): void;
}

export interface DefineEnumOptions<E extends EnumEntry> {
  /** Extra per-entry rules (cross references, patterns); throw EnumDefinitionError to reject. */
  readonly validate?: (entry: E) => void;
}

export function assertLabelLanguage(language: unknown): asserts language is LabelLanguage {
  if (!isLabelLanguage(language)) {
    throw new RangeError(
      `Unsupported label language ${JSON.stringify(language)}; expected one of ${LABEL_LANGUAGES.join(', ')}`,
    );
  }
}

function checkEntry<E extends EnumEntry>(name: string, entry: E, validate?: (entry: E) => void): void {
  if (!Number.isInteger(entry.id) || entry.id < 0) {
    throw new EnumDefinitionError(name, entry.id, 'id must be a non-negative integer');
  }
  if (entry.key.trim() === '') throw new EnumDefinitionError(name, entry.id, 'key must not be empty');
  for (const language of LABEL_LANGUAGES) {
    const label: unknown = entry.labels[language];
    if (typeof label !== 'string' || label.trim() === '') {
      throw new EnumDefinitionError(name, entry.id, `label "${language}" must be a non-empty string`);
    }
  }
  validate?.(entry);
}

// `as const` only makes entries read-only for the compiler; shared data must not be mutable at runtime either.
function freezeEntry<E extends EnumEntry>(entry: E): E {
  Object.freeze(entry.labels);
  return Object.freeze(entry);
}

/**
 * Builds an enumeration from `as const` entries. Pass the entry interface and the entries' type
 * explicitly: `defineEnum<CurrencyEntry, typeof entries>('currency', entries)`.
 */
export function defineEnum<E extends EnumEntry, T extends readonly E[]>(
  name: string,
  entries: T,
  options: DefineEnumOptions<E> = {},
): Enumeration<E, T> {
  const byId = new Map<number, E>();
  const byKeyMap = new Map<string, E>();
  let sorted: readonly E[] | undefined;

  const add = (entry: E): void => {
    checkEntry(name, entry, options.validate);
    if (byId.has(entry.id)) throw new EnumDefinitionError(name, entry.id, 'id is already defined');
    if (byKeyMap.has(entry.key)) {
      throw new EnumDefinitionError(name, entry.id, `key "${entry.key}" is already defined`);
    }
    byId.set(entry.id, entry);
    byKeyMap.set(entry.key, entry);
    sorted = undefined;
  };

  const customIds = new Set<number>();

  for (const entry of entries) add(freezeEntry(entry));
  if (!byId.has(UNKNOWN_ID)) throw new EnumDefinitionError(name, UNKNOWN_ID, 'the unknown entry is missing');

  const ids = Object.freeze(Object.fromEntries(entries.map((entry) => [entry.key, entry.id]))) as EnumIds<T>;

  const get = (id: number): E => {
    const entry = byId.get(id);
    if (entry === undefined) throw new EnumLookupError(name, id);
    return entry;
  };

  return {
    name,
    ids,
    get,
    find: (id) => byId.get(id),
    has: (id) => byId.has(id),
    isCustom: (id) => customIds.has(id),
    byKey<K extends KeyOf<T>>(key: K) {
      const entry = byKeyMap.get(key);
      if (entry === undefined) {
        throw new EnumLookupError(name, key, `Enumeration "${name}" has no entry with key "${key}"`);
      }
      return entry as Extract<T[number], { readonly key: K }>;
    },
    list() {
      sorted ??= [...byId.values()].sort((a, b) => a.id - b.id);
      return sorted;
    },
    label(id, language) {
      assertLabelLanguage(language);
      return get(id).labels[language];
    },
    register(entry) {
      if (!isCustomId(entry.id)) {
        throw new EnumDefinitionError(
          name,
          entry.id,
          `custom ids must be integers above ${String(CUSTOM_ID_THRESHOLD)}`,
        );
      }
      // A copy, so the caller cannot change a registered entry afterwards.
      const frozen = freezeEntry({ ...entry, labels: { ...entry.labels } });
      add(frozen);
      customIds.add(frozen.id);
      return frozen;
    },
    clearCustom() {
      for (const id of customIds) {
        const entry = byId.get(id);
        byId.delete(id);
        if (entry !== undefined) byKeyMap.delete(entry.key);
      }
      customIds.clear();
      sorted = undefined;
    },
  };
}
