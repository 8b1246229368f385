// The organizer's e-mail texts: set in the hub for all events and for one event, they change the sender name,
// reply-to and paragraph of the buyers' paid-order e-mails, in the order's language; owners and managers only.
import { accountEndpoints } from '@repo/contract/accounts';
import { hubMailTextEndpoints } from '@repo/contract/hub-mail-texts';
import { language } from '@repo/enums';
import { organizerRole } from '@repo/enums/organizer-role';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizerMembers } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { readOutboxDir } from '../mail/mailer';
import { buyTheatreSeats } from '../test/order-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const theatre = demoOrganizers.theatre.id;

describe.each(testDatabaseKinds)("the organizer's e-mail texts on %s", (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;

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
  });
  afterAll(() => t?.close());

  async function mailTo(email: string) {
    await t.outbox.runOnce();
    const files = (await readOutboxDir(t.mailDir)).filter((file) => file.to.includes(email));
    expect(files).toHaveLength(1);
    return simpleParser(files[0]?.raw ?? '');
  }

  const save = (body: unknown, token = ownerToken) =>
    callEndpoint(
      t,
      hubMailTextEndpoints.hubMailTextsUpdate,
      { params: { organizerId: theatre }, body },
      token,
    );

  it('puts the sender name, reply-to and paragraph into the buyers’ e-mails; the event’s own win', async () => {
    const general = await save({
      senderName: 'Divadlo na nábřeží – pokladna',
      replyTo: 'pokladna@divadlo.example.cz',
      paragraph: {
        cs: 'Šatna je otevřena hodinu před začátkem.',
        sk: '',
        en: 'The cloakroom opens an hour early.',
        de: '',
      },
    });
    expect(general.statusCode, general.body).toBe(200);

    const czech = await buyTheatreSeats(t, 1, { email: 'satna@example.cz' });
    const mail = await mailTo('satna@example.cz');
    expect(czech.orderNumber).toBeGreaterThan(0);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Divadlo na nábřeží – pokladna' });
    expect(mail.replyTo?.value[0]?.address).toBe('pokladna@divadlo.example.cz');
    expect(mail.text).toContain('Šatna je otevřena hodinu před začátkem.');
    expect(String(mail.html)).toContain('Šatna je otevřena hodinu před začátkem.');

    // In English the English paragraph; a language without one falls back to Czech.
    await buyTheatreSeats(t, 1, { email: 'cloak@example.cz', languageId: language.ids.english });
    expect((await mailTo('cloak@example.cz')).text).toContain('The cloakroom opens an hour early.');
    await buyTheatreSeats(t, 1, { email: 'garderobe@example.cz', languageId: language.ids.german });
    expect((await mailTo('garderobe@example.cz')).text).toContain('Šatna je otevřena hodinu před začátkem.');

    // The event's paragraph replaces the general one; its empty sender name keeps the general one.
    const own = await save({
      eventId: demoEvents.theatre.id,
      senderName: '',
      replyTo: null,
      paragraph: { cs: 'Představení <b>bez přestávky</b>.', sk: '', en: '', de: '' },
    });
    expect(own.statusCode, own.body).toBe(200);
    await buyTheatreSeats(t, 1, { email: 'predstaveni@example.cz' });
    const eventMail = await mailTo('predstaveni@example.cz');
    expect(eventMail.from?.value[0]).toMatchObject({ name: 'Divadlo na nábřeží – pokladna' });
    expect(eventMail.text).toContain('Představení <b>bez přestávky</b>.');
    expect(eventMail.text).not.toContain('Šatna');
    // HTML escaped: the organizer's text is never markup.
    expect(String(eventMail.html)).toContain('Představení &lt;b&gt;bez přestávky&lt;/b&gt;.');

    const read = await callEndpoint(
      t,
      hubMailTextEndpoints.hubMailTexts,
      { params: { organizerId: theatre }, query: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(hubMailTextEndpoints.hubMailTexts.response.parse(read.json()).mailTexts).toMatchObject({
      eventId: demoEvents.theatre.id,
      senderName: null,
      paragraph: { cs: 'Představení <b>bez přestávky</b>.', en: '' },
    });
  });

  it('refuses bad input, other organizers’ events and roles without the events permission', async () => {
    const blank = { cs: '', sk: '', en: '', de: '' };
    expect((await save({ senderName: 'X\r\nBcc: a@b.cz', replyTo: null, paragraph: blank })).statusCode).toBe(
      400,
    );
    expect((await save({ senderName: null, replyTo: 'not-an-address', paragraph: blank })).statusCode).toBe(
      400,
    );
    const foreign = await save({
      eventId: demoEvents.festival.id,
      senderName: null,
      replyTo: null,
      paragraph: blank,
    });
    expect(foreign.statusCode).toBe(404);
    for (const role of ['boxOffice', 'accountant', 'door'] as const) {
      const member = await org.member(ownerToken, theatre, role);
      expect(
        (await save({ senderName: null, replyTo: null, paragraph: blank }, member.token)).statusCode,
      ).toBe(403);
    }
    const manager = await org.member(ownerToken, theatre, 'manager');
    expect(
      (await save({ senderName: 'Pokladna', replyTo: null, paragraph: blank }, manager.token)).statusCode,
    ).toBe(200);
  });
});
