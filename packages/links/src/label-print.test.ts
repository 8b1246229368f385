// Tests for label-print links: exact output and key order, optional fields, and refused values.
import { describe, expect, it } from 'vitest';
import type { LabelPrintPayload } from './label-print';
import { buildLabelPrintLink } from './label-print';
import { LinkParamError } from './link-param-error';

const device: LabelPrintPayload = {
  type: 'device',
  inventoryId: 12,
  inventoryNumber: 'A-7',
  name: 'Pokladna Žlutá',
  deviceNumber: 3,
};

function paramOf(payload: unknown): string {
  try {
    buildLabelPrintLink(payload as LabelPrintPayload);
  } catch (error) {
    expect(error).toBeInstanceOf(LinkParamError);
    return (error as LinkParamError).param;
  }
  throw new Error('expected buildLabelPrintLink to throw');
}

describe('buildLabelPrintLink', () => {
  it('builds a device label with its device number', () => {
    expect(buildLabelPrintLink(device)).toBe(
      'NFCtronLabel:label=device;inventoryId=12;inventoryNumber=A-7;inventoryName=Pokladna Zluta;deviceNumber=3',
    );
  });

  it('builds a device label without a device number', () => {
    const { deviceNumber: _, ...withoutNumber } = device;
    expect(buildLabelPrintLink(withoutNumber)).toBe(
      'NFCtronLabel:label=device;inventoryId=12;inventoryNumber=A-7;inventoryName=Pokladna Zluta',
    );
  });

  it('appends debug=true last, only when debug is true', () => {
    expect(buildLabelPrintLink({ ...device, debug: true })).toBe(
      'NFCtronLabel:label=device;inventoryId=12;inventoryNumber=A-7;inventoryName=Pokladna Zluta;deviceNumber=3;debug=true',
    );
    expect(buildLabelPrintLink({ ...device, debug: false })).toBe(buildLabelPrintLink(device));
  });

  it('builds a label of another type', () => {
    expect(
      buildLabelPrintLink({
        type: 'stand',
        inventoryId: 'inv-501',
        inventoryNumber: 501,
        name: 'Stánek Ďábelské Øl',
        debug: true,
      }),
    ).toBe(
      'NFCtronLabel:label=stand;inventoryId=inv-501;inventoryNumber=501;inventoryName=Stanek Dabelske Ol;debug=true',
    );
  });

  it('strips diacritics from the name but keeps case, spaces and punctuation', () => {
    const link = buildLabelPrintLink({ ...device, name: 'Łódź – Große Bühne (VIP) #2' });
    expect(link).toContain(';inventoryName=Lodz – Grosse Buhne (VIP) #2;');
  });

  it('writes values unencoded', () => {
    expect(buildLabelPrintLink({ ...device, inventoryNumber: 'A 7/B?&' })).toContain(
      ';inventoryNumber=A 7/B?&;',
    );
  });

  it('rejects deviceNumber for a type other than device', () => {
    expect(paramOf({ ...device, type: 'stand' })).toBe('deviceNumber');
  });

  it.each([
    ['type', ';'],
    ['type', '='],
    ['inventoryId', 'a;b'],
    ['inventoryNumber', 'A=7'],
    ['name', 'Kasa; 2'],
    ['name', 'x=y'],
    ['name', 'line\nbreak'],
    ['deviceNumber', '3;debug=true'],
  ])('rejects %s containing a separator or control character (%j)', (field, value) => {
    expect(paramOf({ ...device, [field]: value })).toBe(field);
  });

  it.each([
    ['type', ''],
    ['type', 3],
    ['inventoryId', ''],
    ['inventoryId', undefined],
    ['inventoryId', Number.NaN],
    ['inventoryNumber', '  '],
    ['inventoryNumber', null],
    ['inventoryNumber', Number.POSITIVE_INFINITY],
    ['name', ''],
    ['name', 42],
    ['name', undefined],
    ['deviceNumber', ''],
    ['deviceNumber', true],
    ['debug', 'true'],
    ['debug', 1],
  ])('rejects %s = %j', (field, value) => {
    expect(paramOf({ ...device, [field]: value })).toBe(field);
  });

  it('reports the offending value in the message', () => {
    expect(() => buildLabelPrintLink({ ...device, name: 'a;b' })).toThrow(
      'name must not contain ";", "=" or control characters, received "a;b"',
    );
  });
});
