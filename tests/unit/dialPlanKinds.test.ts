import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { DIAL_PLAN_KINDS, dialPlanHolder } from '../../core/domain/dialPlanKinds.ts';
import { recognise } from '../../src/dataProvider/apiError.ts';
import { createI18nProvider, type SwitchboardI18nProvider } from '../../src/i18n/i18nProvider.ts';

/**
 * A number already in the dial plan is refused in the server's English, naming each holder by
 * its kind and label (server/resources/rules/dialPlan.ts); the portal recognises the text and
 * shows it in the user's language, the kind words included, the labels as they came.
 */
const ONE = serverText('extension_exists_one', { models: 'ring group 500 - Sales' });
const MANY = serverText('extension_exists_many', {
  models: 'extension 201 - Alice Admin, queue 300 - Support, ring group 500 - Sales, phonebook contact 501 - Bob',
});
/** The server names a holder without its label when the unique index answers first. */
const BARE = serverText('extension_exists_one', { models: 'phonebook contact' });

/** An English kind word, as a word of its own (nl "telefoonboekcontact" holds "contact", not "phonebook contact"). */
const ENGLISH_KIND = new RegExp(`\\b(${Object.values(DIAL_PLAN_KINDS).join('|')})\\b`, 'i');

let i18n: SwitchboardI18nProvider;
async function shown(language: string, text: string): Promise<string> {
  await i18n.changeLocale(language);
  const message = recognise(text);
  return i18n.translate(message.key, message.args);
}

describe('a refusal of a number already in the dial plan', () => {
  beforeAll(async () => {
    i18n = await createI18nProvider();
  });
  afterAll(() => i18n.changeLocale('en'));

  it('is the server text the API tests expect, with the kind words from core/domain', () => {
    expect(ONE).toBe('This extension number is already in use in ring group 500 - Sales.');
    expect(dialPlanHolder('phonebook_contact', '501 - Bob')).toBe('phonebook contact 501 - Bob');
    expect(dialPlanHolder('queue')).toBe('queue');
  });

  it('reads in English as the server wrote it', async () => {
    expect(await shown('en', ONE)).toBe(ONE);
    expect(await shown('en', MANY)).toBe(MANY);
    expect(await shown('en', BARE)).toBe(BARE);
  });

  it('names the holders in Dutch, with no English kind word', async () => {
    const one = await shown('nl', ONE);
    const many = await shown('nl', MANY);
    expect(one).toBe('Dit extensienummer is al in gebruik bij belgroep 500 - Sales.');
    expect(many).toBe(
      'Dit extensienummer is al op meerdere plaatsen in gebruik: extensie 201 - Alice Admin, wachtrij 300 - Support, belgroep 500 - Sales, telefoonboekcontact 501 - Bob.',
    );
    expect(await shown('nl', BARE)).toBe('Dit extensienummer is al in gebruik bij telefoonboekcontact.');
    for (const text of [one, many]) expect(text).not.toMatch(ENGLISH_KIND);
  });

  it('names the holders in French, with no English kind word', async () => {
    const one = await shown('fr', ONE);
    const many = await shown('fr', MANY);
    expect(one).toBe('Ce numéro de poste est déjà utilisé (groupe d’appel 500 - Sales).');
    expect(many).toBe(
      'Ce numéro de poste est déjà utilisé à plusieurs endroits : poste 201 - Alice Admin, file d’attente 300 - Support, groupe d’appel 500 - Sales, contact d’annuaire 501 - Bob.',
    );
    for (const text of [one, many]) expect(text).not.toMatch(ENGLISH_KIND);
  });

  it('leaves the labels as they came, kind words in them included', async () => {
    const text = serverText('extension_exists_many', { models: 'queue Old queue, ring group Old group' });
    expect(await shown('nl', text)).toBe('Dit extensienummer is al op meerdere plaatsen in gebruik: wachtrij Old queue, belgroep Old group.');
    expect(await shown('fr', text)).toBe('Ce numéro de poste est déjà utilisé à plusieurs endroits : file d’attente Old queue, groupe d’appel Old group.');
  });
});
