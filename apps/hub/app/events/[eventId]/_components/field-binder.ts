// What a text field of a catalogue form needs from the form's state: its data-field (for focusing an error),
// value, disabled while saving, and the setter of that one key.

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export function fieldBinder<V>(
  values: V,
  set: <K extends keyof V>(key: K, value: V[K]) => void,
  disabled: boolean,
) {
  return <K extends TextKeys<V>>(key: K) => ({
    'data-field': key,
    value: values[key] as string,
    disabled,
    // The key holds text (TextKeys), so the typed text is its value.
    onChange: (value: string) => set(key, value as V[K]),
  });
}
