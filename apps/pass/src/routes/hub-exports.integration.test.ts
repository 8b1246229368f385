// The hub's exports and attendee list: orders, tickets, receipts and an event's attendees come back from CSV
// (csv-parse) and XLSX (exceljs) with the expected rows and totals; the accountant may export, the door and
// the bar may not, and another organizer's event is out of reach.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubAttendeeEndpoints } from '@repo/contract/hub-attendees';
import { hubExportEndpoints } from '@repo/contract/hub-exports';
import { organizerRole } from '@repo/enums/organizer-role';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizerMembers } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { buyTheatreSeats } from '../test/order-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const theatre = demoOrganizers.theatre.id;
const theatreEvent = demoEvents.theatre.id;

function csvRows(body: Buffer): Record<string, string>[] {
  return parse(body, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
}
const minor = (decimal: string | undefined) => Math.round(Number((decimal ?? '').replace(',', '.')) * 100);

describe.each(testDatabaseKinds)('hub exports and the attendee list on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  let paid: Awaited<ReturnType<typeof buyTheatreSeats>>[];
  let unpaid: Awaited<ReturnType<typeof buyTheatreSeats>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .insert(organizerMembers)
      .values({ organizerId: theatre, accountId: demoAccount.id, roleId: organizerRole.ids.owner });
    paid = [
      await buyTheatreSeats(t, 2, { email: 'jana.export@example.cz', name: 'Jana Exportová' }),
      await buyTheatreSeats(t, 1, { email: 'petr.export@example.cz', name: 'Petr Řádek' }),
    ];
    unpaid = await buyTheatreSeats(t, 1, { email: 'nezaplaceno@example.cz', name: 'Nikdo', pay: false });
  });
  afterAll(() => t?.close());

  const get = (
    endpoint: Parameters<typeof callEndpoint>[1],
    params: object,
    query: object,
    token = ownerToken,
  ) =>
    t.app.inject({
      method: 'GET',
      url: `${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => String((params as Record<string, string>)[name]))}?${new URLSearchParams(query as Record<string, string>).toString()}`,
      headers: { authorization: `Bearer ${token}`, 'x-language-id': '1' },
    });

  it('exports the event orders as CSV for Czech Excel, with every order and its total', async () => {
    const response = await get(
      hubExportEndpoints.hubOrdersExport,
      { organizerId: theatre },
      { format: 'csv', eventId: theatreEvent },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{8}\.csv"/);
    const rows = csvRows(response.rawPayload);
    const mine = [...paid, unpaid].map((order) => String(order.orderNumber));
    const exported = rows.filter((row) => mine.includes(row['Číslo objednávky'] ?? ''));
    expect(exported).toHaveLength(3);
    const first = exported.find((row) => row['Číslo objednávky'] === String(paid[0]?.orderNumber));
    expect(first).toMatchObject({ Jméno: 'Jana Exportová', Stav: 'Zaplaceno', Měna: 'CZK', Vstupenek: '2' });
    expect(minor(first?.Celkem)).toBe(paid[0]?.totalAmount);
    const total = exported.reduce((sum, row) => sum + minor(row.Celkem), 0);
    expect(total).toBe([...paid, unpaid].reduce((sum, order) => sum + order.totalAmount, 0));
    expect(exported.find((row) => row['Číslo objednávky'] === String(unpaid.orderNumber))?.Stav).toBe(
      'Čeká na platbu',
    );
  });

  it('exports the same orders as XLSX with money as numbers', async () => {
    const response = await get(
      hubExportEndpoints.hubOrdersExport,
      { organizerId: theatre },
      { format: 'xlsx', eventId: theatreEvent, state: 'paid' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const numberColumn = header.indexOf('Číslo objednávky') + 1;
    const totalColumn = header.indexOf('Celkem') + 1;
    const found = new Map<number, number>();
    sheet?.eachRow((row, index) => {
      if (index > 1)
        found.set(Number(row.getCell(numberColumn).value), Number(row.getCell(totalColumn).value));
    });
    for (const order of paid) expect(found.get(order.orderNumber)).toBeCloseTo(order.totalAmount / 100, 2);
    expect(found.has(unpaid.orderNumber)).toBe(false);
  });

  it('lists the event attendees with seats, finds them by e-mail, and exports them', async () => {
    const list = await callEndpoint(
      t,
      hubAttendeeEndpoints.hubEventAttendees,
      { params: { eventId: theatreEvent }, query: { q: 'jana.export@' } },
      ownerToken,
    );
    expect(list.statusCode, list.body).toBe(200);
    const body = hubAttendeeEndpoints.hubEventAttendees.response.parse(list.json());
    expect(body.attendees).toHaveLength(2);
    expect(body.attendees[0]).toMatchObject({
      holderName: 'Jana Exportová',
      email: 'jana.export@example.cz',
      orderNumber: paid[0]?.orderNumber,
      status: 'valid',
      checkIn: null,
    });
    expect(body.attendees.every((row) => row.seatRow !== null && row.seatNumber !== null)).toBe(true);

    const exported = await get(
      hubAttendeeEndpoints.hubEventAttendeesExport,
      { eventId: theatreEvent },
      { format: 'csv' },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = csvRows(exported.rawPayload).filter((row) => row['E-mail']?.endsWith('export@example.cz'));
    expect(rows.map((row) => row['E-mail']).sort()).toEqual([
      'jana.export@example.cz',
      'jana.export@example.cz',
      'petr.export@example.cz',
    ]);
    expect(rows.every((row) => row.Vstup === 'Nepřišel')).toBe(true);
    const ticketTotal = rows.reduce((sum, row) => sum + minor(row.Cena), 0);
    expect(ticketTotal).toBe((paid[0]?.totalAmount ?? 0) + (paid[1]?.totalAmount ?? 0));
  });

  it('exports tickets of the organizer and receipts of paid orders only', async () => {
    const tickets = await get(
      hubExportEndpoints.hubTicketsExport,
      { organizerId: theatre },
      { format: 'csv' },
    );
    expect(tickets.statusCode).toBe(200);
    const ticketRows = csvRows(tickets.rawPayload);
    expect(ticketRows.filter((row) => row['E-mail']?.endsWith('export@example.cz'))).toHaveLength(3);

    const receipts = await get(
      hubExportEndpoints.hubReceiptsExport,
      { organizerId: theatre },
      { format: 'csv', eventId: theatreEvent },
    );
    expect(receipts.statusCode).toBe(200);
    const receiptRows = csvRows(receipts.rawPayload);
    const numbers = receiptRows.map((row) => row['Číslo dokladu']);
    for (const order of paid) expect(numbers).toContain(`D${order.orderNumber}`);
    expect(numbers).not.toContain(`D${unpaid.orderNumber}`);
  });

  it('lets the accountant export, not the door or the bar, and not across organizers', async () => {
    const accountant = await org.member(ownerToken, theatre, 'accountant');
    const door = await org.member(ownerToken, theatre, 'door');
    const bar = await org.member(ownerToken, theatre, 'bar');
    const orders = (token: string, organizerId = theatre) =>
      get(hubExportEndpoints.hubOrdersExport, { organizerId }, { format: 'csv' }, token);
    expect((await orders(accountant.token)).statusCode).toBe(200);
    expect((await orders(door.token)).statusCode).toBe(403);
    expect((await orders(bar.token)).statusCode).toBe(403);
    expect((await orders(accountant.token, demoOrganizers.sport.id)).statusCode).toBe(403);
    const attendees = (token: string) =>
      callEndpoint(t, hubAttendeeEndpoints.hubEventAttendees, { params: { eventId: theatreEvent } }, token);
    expect((await attendees(accountant.token)).statusCode).toBe(200);
    expect((await attendees(door.token)).statusCode).toBe(403);
    const bad = await get(hubExportEndpoints.hubOrdersExport, { organizerId: theatre }, { format: 'pdf' });
    expect(bad.statusCode).toBe(400);
  });
});
