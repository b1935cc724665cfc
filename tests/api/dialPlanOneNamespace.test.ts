import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, messagesOf, phoneNumberBody, urlOf } from './helpers/records.ts';
import { FLOWS, diagram, unique } from './callFlow.support.ts';

/**
 * The dial plan is one namespace (portal-overview §8): a call flow's Choice/Toggle block holds
 * numbers as extensions, queues, ring groups and contacts' shortcodes do, and a number is
 * either one of the group's phone numbers or a phonebook contact's, never both.
 */
describe.each(databases())('the dial plan as one namespace on $name', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let phonebook: number;

  beforeAll(async () => {
    demo = await demoOf(api);
    [phonebook] = await idsOf(api.db, 'phonebook', demo.groups.acme);
  });
  const post = (resource: string, body: object) => api.post(urlOf(resource), { token: demo.tokens.admin, body });

  it("refuses an extension, queue, ring group or shortcode that a call flow's toggle block holds, naming the flow", async () => {
    // Acme's "Reception - office hours" switches by shortcodes 71 and 72.
    const inFlow = [serverText('extension_in_call_flow', { call_flow: 'Reception - office hours' })];
    const ringGroup = await post('ring_group', { description: unique('Ring group'), extension: 71 });
    expectAnswer(ringGroup, 'POST', urlOf('ring_group'), 400);
    expect(messagesOf(ringGroup, 'extension')).toEqual(inFlow);
    const queue = await post('queue', { description: unique('Queue'), extension: 72, wrap_up_time: 10 });
    expect(messagesOf(queue, 'extension')).toEqual(inFlow);
    const contact = await post('phonebook_contact', { phonebook, display_name: 'Shortcut', number: '+3225559911', shortcode: 71 });
    expect(messagesOf(contact, 'shortcode')).toEqual(inFlow);
    // Another group's flow holds 81 and 82: free here.
    expectAnswer(await post('ring_group', { description: unique('Ring group'), extension: 81 }), 'POST', urlOf('ring_group'), 201);
  });

  it('refuses a live call flow whose toggle block takes a number the group dials, at the block and the diagram', async () => {
    const body = (shortcode: number) => ({
      description: unique('Choice'),
      draft: false,
      diagram: diagram(
        [['start', 'start'], ['t', 'toggle', { options: [{ label: 'Day', shortcode, active: true }] }], ['end', 'end_call']],
        [['start', 't'], ['t', 'end', 'option-0']],
      ),
    });
    // 201 is Alice Admin's extension, 600 the Appointments queue.
    for (const shortcode of [201, 600]) {
      const res = await post('call_flow', body(shortcode));
      expectAnswer(res, 'POST', FLOWS, 400);
      expect(messagesOf(res, 'diagram')).toEqual([serverText('choice_extensions_exist')]);
      expect(res.json<{ issues: { block: string; rule: string; message: string }[] }>().issues).toEqual([
        { block: 't', rule: 'choice_extensions_exist', severity: 'error', params: { shortcode }, message: expect.stringContaining(String(shortcode)) },
      ]);
    }
    expectAnswer(await post('call_flow', body(7345)), 'POST', FLOWS, 201);
  });

  it("refuses a phone number a phonebook contact has, and a contact's number that is the group's phone number", async () => {
    // Dental Supply NV is in Acme's phonebook as +3225551010, its secondary number +3225551011.
    for (const did of ['+3225551010', '+32 2 555 10 11']) {
      const res = await post('did_routing', await phoneNumberBody(api.db, demo.groups.acme, { did }));
      expectAnswer(res, 'POST', urlOf('did_routing'), 400);
      expect(messagesOf(res, 'did')).toEqual([serverText('phone_number_exists')]);
    }
    // +3225880100 is Acme's main number.
    const own = await post('phonebook_contact', { phonebook, display_name: 'Ourselves', number: '+3225880100', mobile: '+3225880101' });
    expectAnswer(own, 'POST', urlOf('phonebook_contact'), 400);
    expect(messagesOf(own, 'number')).toEqual([serverText('phone_number_exists')]);
    expect(messagesOf(own, 'mobile')).toEqual([serverText('phone_number_exists')]);
    // Blue Harbor's number is no number of Acme's: a contact may have it.
    expectAnswer(await post('phonebook_contact', { phonebook, display_name: 'Blue Harbor', number: '+31102001100' }), 'POST', urlOf('phonebook_contact'), 201);
  });
});
