import { expect, test } from '@playwright/test';
import { apiAs, field, freeNumber, openAs, rows, search, total, unique } from './helpers.ts';
import { control } from '../support/control.ts';

/** Phonebooks and their contacts (configuration-areas §3 and §5), issue 4. */
test.describe('Phonebooks and contacts', () => {
  // Each test walks a whole flow through several pages and saves; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  const grouped = (did: string) => `+32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`;

  test('create a phonebook, add a contact on its page, edit both', async ({ page }) => {
    const name = unique('Suppliers');
    const contact = unique('Lab Verstraete');
    const primary = freeNumber();
    await openAs(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Phonebooks' }).click();
    await expect(page).toHaveURL('/phonebooks');
    await page.getByRole('link', { name: 'Add phonebook' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    // A new phonebook opens on its page, ready for its first contact.
    await expect(page).toHaveURL(/\/phonebooks\/\d+$/);
    const phonebookUrl = page.url();
    const contacts = page.getByTestId('phonebook-contacts');
    await expect(contacts.getByTestId('empty-state')).toContainText('No contacts in this phonebook yet');
    await contacts.getByRole('link', { name: 'Add contact' }).first().click();
    await expect(page).toHaveURL(/\/phonebooks\/\d+\/contacts\/create$/);
    await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText(name);
    // The phonebook's page, which has a Name field too, can still be drawn as the new address is
    // set: the name typed there was lost with it (a flaky failure on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(contact);
    // Fields by their role: while a page opens, the list it leaves (with its "Sort by company" buttons) can still be drawn.
    await page.getByRole('textbox', { name: 'Company' }).fill('Verstraete BV');
    await control(page, /^Primary number/).fill(grouped(primary));
    await page.getByRole('textbox', { name: 'Shortcode' }).fill('77');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${contact} was created.`)).toBeVisible();
    await expect(page).toHaveURL(phonebookUrl);
    await expect(contacts.getByRole('row', { name: contact })).toContainText(grouped(primary));

    await contacts.getByRole('link', { name: contact }).click();
    await expect(page).toHaveURL(/\/phonebooks\/\d+\/contacts\/\d+$/);
    await page.getByRole('textbox', { name: 'Company' }).fill('Verstraete & Zonen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${contact} was saved.`)).toBeVisible();
    await expect(contacts.getByRole('row', { name: contact })).toContainText('Verstraete & Zonen');

    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (main)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} (main) was saved.`)).toBeVisible();
    await expect(page).toHaveURL('/phonebooks');
  });

  test('says at the field what is wrong, and shows the unique secondary number refused by the server', async ({ page, request }) => {
    const api = await apiAs(request);
    const phonebook = await api.create<{ description: string }>('v1/phonebooks/', { description: unique('Partners') });
    const mobile = freeNumber();
    await api.create('v1/phonebook_contacts/', { phonebook: phonebook.id, display_name: unique('First'), number: freeNumber(), mobile });
    await openAs(page, `/phonebooks/${phonebook.id}/contacts/create`);
    await control(page, /^Primary number/).fill('0032');
    await control(page, 'Shortcode').fill('99999');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'display_name')).toContainText('This field is required.');
    await expect(field(page, 'number')).toContainText('Enter a valid phone number.');
    await expect(field(page, 'shortcode')).toContainText('Extension cannot be above 32767.');

    await page.getByRole('textbox', { name: 'Name' }).fill(unique('Second'));
    await control(page, /^Primary number/).fill(freeNumber());
    await control(page, 'Shortcode').fill('');
    await control(page, 'Secondary number').fill(mobile);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'mobile')).toContainText('Secondary number must be unique.');
  });

  test("shows the server's uniqueness error at a phonebook's name", async ({ page, request }) => {
    const api = await apiAs(request);
    const taken = await api.create<{ description: string }>('v1/phonebooks/', { description: unique('Taken book') });
    await openAs(page, '/phonebooks/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(taken.description);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'description')).toContainText('Name must be unique.');
  });

  test('refuses to delete a phonebook a device uses, naming the device', async ({ page, request }) => {
    const api = await apiAs(request);
    const phonebook = await api.create<{ description: string }>('v1/phonebooks/', { description: unique('Device book') });
    const device = unique('Reception phone');
    const mac = Array.from({ length: 6 }, (_, i) => ((Date.now() >> (i * 4)) & 0xff).toString(16).padStart(2, '0')).join(':');
    await api.create('v1/devices/', { description: device, type: 'desk_phone', mac_address: mac, phonebook: phonebook.id });
    await openAs(page, `/phonebooks/${phonebook.id}`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`This phonebook is used by these devices and cannot be deleted: ${device}.`)).toBeVisible();
    await expect(page).toHaveURL(`/phonebooks/${phonebook.id}`);
  });

  test('refuses a stale edit of a contact and offers to load the latest version', async ({ page, request }) => {
    const api = await apiAs(request);
    const phonebook = await api.create('v1/phonebooks/', { description: unique('Stale book') });
    const contact = await api.create<{ display_name: string }>('v1/phonebook_contacts/', {
      phonebook: phonebook.id, display_name: unique('Anna'), company: 'Old company', number: freeNumber(),
    });
    await openAs(page, `/phonebooks/${phonebook.id}/contacts/${contact.id}`);
    await expect(control(page, 'Company')).toHaveValue('Old company');
    await api.changeBehindTheBack('v1/phonebook_contacts/', contact.id, { company: 'New company' });
    await control(page, 'Company').fill('My company');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Someone else changed this record' }).getByRole('button', { name: 'Load the latest version' }).click();
    await expect(control(page, 'Company')).toHaveValue('New company');
  });

  test("searches and pages a phonebook's contacts on the server", async ({ page, request }) => {
    const api = await apiAs(request);
    const phonebook = await api.create('v1/phonebooks/', { description: unique('Big book') });
    const prefix = unique('Contact');
    for (let i = 0; i < 28; i++) {
      await api.create('v1/phonebook_contacts/', { phonebook: phonebook.id, display_name: `${prefix} ${String(i).padStart(2, '0')}`, number: freeNumber() });
    }
    await api.create('v1/phonebook_contacts/', { phonebook: phonebook.id, display_name: unique('Someone else'), number: freeNumber() });
    await openAs(page, `/phonebooks/${phonebook.id}`);
    const contacts = page.getByTestId('phonebook-contacts');
    await expect(total(page)).toHaveText('29 records');
    await search(page, prefix);
    await expect(total(page)).toHaveText('28 records');
    await expect(rows(page)).toHaveCount(25);
    await contacts.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last()).toContainText(`${prefix} 27`);
  });
});
