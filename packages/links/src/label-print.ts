// Label-printer links (spec sections 3 and 7): "NFCtronLabel:" then semicolon-separated key=value pairs.
import { LinkParamError } from './link-param-error';
import { stripDiacritics } from './transliterate';
import { describe, requireBoolean } from './validate';

export const labelPrintPrefix = 'NFCtronLabel:';

/** The only label type that carries a device number. */
export const deviceLabelType = 'device';

export interface LabelPrintPayload {
  /** Label type, e.g. `'device'`; sent as `label`. */
  readonly type: string;
  readonly inventoryId: string | number;
  readonly inventoryNumber: string | number;
  /** Sent as `inventoryName` with diacritics removed; case and spaces are kept. */
  readonly name: string;
  /** Only for type `device`; giving it for another type throws, since the printer would ignore it. */
  readonly deviceNumber?: string | number;
  /** Adds `debug=true`; left out when false or absent. */
  readonly debug?: boolean;
}

// ";" and "=" delimit the pairs and control characters break the printer's line-based parser; such values
// are refused rather than altered, because a silently changed inventory number would print a wrong label.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenCharacters = /[;=\u0000-\u001f\u007f]/;

/**
 * Builds the link in a fixed key order: `label`, `inventoryId`, `inventoryNumber`, `inventoryName`, then
 * `deviceNumber` (type `device` only, when given) and `debug=true` (when set), e.g.
 * `NFCtronLabel:label=device;inventoryId=12;inventoryNumber=A-7;inventoryName=Pokladna Zluta;deviceNumber=3`.
 * Values are written as they are, not URL-encoded. Throws `LinkParamError` naming the field for a missing or
 * blank value, a non-finite number, or a value containing `;`, `=` or a control character.
 */
export function buildLabelPrintLink(payload: LabelPrintPayload): string {
  const type = labelValue(payload.type, 'type', false);
  const pairs: [string, string][] = [
    ['label', type],
    ['inventoryId', labelValue(payload.inventoryId, 'inventoryId', true)],
    ['inventoryNumber', labelValue(payload.inventoryNumber, 'inventoryNumber', true)],
    ['inventoryName', stripDiacritics(labelValue(payload.name, 'name', false))],
  ];
  if (payload.deviceNumber !== undefined) {
    if (type !== deviceLabelType) {
      throw new LinkParamError(
        'deviceNumber',
        `deviceNumber is only allowed for label type "${deviceLabelType}", not "${type}"`,
      );
    }
    pairs.push(['deviceNumber', labelValue(payload.deviceNumber, 'deviceNumber', true)]);
  }
  if (payload.debug !== undefined && requireBoolean(payload.debug, 'debug')) {
    pairs.push(['debug', 'true']);
  }
  return `${labelPrintPrefix}${pairs.map(([key, value]) => `${key}=${value}`).join(';')}`;
}

function labelValue(value: unknown, param: string, allowNumber: boolean): string {
  let text: string;
  if (typeof value === 'string') {
    text = value;
  } else if (allowNumber && typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new LinkParamError(param, `${param} must be a finite number, received ${value}`);
    }
    text = String(value);
  } else {
    const expected = allowNumber ? 'a string or number' : 'a string';
    throw new LinkParamError(param, `${param} must be ${expected}, received ${describe(value)}`);
  }
  if (text.trim() === '') {
    throw new LinkParamError(param, `${param} must not be empty`);
  }
  if (forbiddenCharacters.test(text)) {
    throw new LinkParamError(
      param,
      `${param} must not contain ";", "=" or control characters, received ${JSON.stringify(text)}`,
    );
  }
  return text;
}
