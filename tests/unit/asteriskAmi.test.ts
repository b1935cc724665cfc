import { describe, expect, it } from 'vitest';
import { actionText, AmiReader } from '../../server/ingest/asterisk/amiMessages.ts';
import { instantOf } from '../../server/ingest/asterisk/wallTime.ts';
import { callOfCdr, extensionOf } from '../../server/ingest/asterisk/events.ts';

describe('the AMI wire format', () => {
  it('reads the greeting, then messages however TCP cuts them', () => {
    const reader = new AmiReader();
    const wire = 'Asterisk Call Manager/13.0.0\r\nResponse: Success\r\nActionID: 1\r\nMessage: Authentication accepted\r\n\r\nEvent: Hangup\r\nCause-txt: Normal Clearing\r\n\r\n';
    const messages = [...wire].flatMap((char) => reader.push(char));
    expect(reader.greeting).toBe('Asterisk Call Manager/13.0.0');
    expect(messages).toEqual([{ Response: 'Success', ActionID: '1', Message: 'Authentication accepted' }, { Event: 'Hangup', 'Cause-txt': 'Normal Clearing' }]);
  });

  it('refuses a peer that is no manager interface', () => {
    expect(() => new AmiReader().push('HTTP/1.1 400 Bad Request\r\n')).toThrow(/not an Asterisk manager interface/);
  });

  it('writes an action whose values cannot add a header', () => {
    expect(actionText({ Action: 'Login', Secret: 'a\r\nAction: Originate' })).toBe('Action: Login\r\nSecret: a Action: Originate\r\n\r\n');
  });
});

describe('Asterisk’s wall-clock times', () => {
  it('are read in Asterisk’s zone, on both sides of a daylight-saving change', () => {
    expect(instantOf('2026-11-20 09:15:00', 'Europe/Brussels')).toBe('2026-11-20T08:15:00.000Z');
    expect(instantOf('2026-07-01 09:15:00', 'Europe/Brussels')).toBe('2026-07-01T07:15:00.000Z');
    expect(instantOf('2026-03-29 03:30:00', 'Europe/Brussels')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOf('2026-11-20 09:15:00', 'UTC')).toBe('2026-11-20T09:15:00.000Z');
  });

  it('are no time when they are not one', () => {
    for (const text of ['', 'not a time', '2026-02-30 10:00:00', '2026-11-20T09:15:00Z']) expect(instantOf(text, 'UTC')).toBeUndefined();
  });
});

describe('a Cdr event', () => {
  const cdr = { Event: 'Cdr', Source: '202', Destination: 's', DestinationChannel: 'PJSIP/203-00000004', StartTime: '2026-11-20 10:15:00', AnswerTime: '', EndTime: '2026-11-20 10:15:20', Duration: '20', BillableSeconds: '0', Disposition: 'BUSY', UniqueID: '1795166100.14', LastApplication: 'Dial' };

  it('names the extension whose channel was dialled when the dialplan step was `s`', () => {
    expect(callOfCdr(cdr, 'UTC')).toMatchObject({ caller: '202', callee: '203', direction: 'internal', status: 'busy', extensions: [202, 203] });
  });

  it('is unreadable without a party, a time or a known disposition', () => {
    expect(() => callOfCdr({ ...cdr, DestinationChannel: '' }, 'UTC')).toThrow(/names a party/);
    expect(() => callOfCdr({ ...cdr, Disposition: 'MAYBE' }, 'UTC')).toThrow(/Disposition/);
    expect(() => callOfCdr({ ...cdr, Duration: 'long' }, 'UTC')).toThrow(/no number/);
  });

  it('reads the member of a queue or a device from its channel or interface', () => {
    expect(['PJSIP/201', 'SIP/201-0000000a', 'Local/201@from-queue/n', 'PJSIP/carrier-00000001', 'DAHDI/1-1'].map(extensionOf)).toEqual([201, 201, 201, undefined, undefined]);
  });
});
