import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/demo.ts';

/** Clicks a download button and keeps the file in the test's output folder. */
async function downloaded(page: Page, button: string, path: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/** An invoice as a legal document and a Peppol e-invoice (issue 25), in Dutch: its parties on the page, in its PDF and in its UBL. */
test('a Dutch administrator reads both parties of an invoice and downloads its PDF and its e-invoice', async ({ page }, testInfo) => {
  await openSignedIn(page, '/reports/invoices', 'admin');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  const first = page.getByRole('table', { name: /facturen/i }).getByRole('link').first();
  const number = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Factuur ${number}` })).toBeVisible();

  // Both parties, with their VAT numbers; nothing missing for a valid e-invoice.
  const supplier = page.getByRole('region', { name: 'Leverancier' });
  const customer = page.getByRole('region', { name: 'Klant' });
  await expect(supplier).toContainText('Northwind Telecom BV');
  await expect(supplier).toContainText('BE0823456754');
  await expect(customer).toContainText('Acme Dental BV');
  await expect(customer).toContainText('België');
  await expect(page.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)).toBeVisible();
  await expect(page.getByTestId('invoice-gaps')).toHaveCount(0);

  const pdf = await downloaded(page, 'PDF downloaden', testInfo.outputPath('factuur.pdf'));
  expect(pdf.name).toBe(`${number}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const expected of [`Factuur ${number}`, 'Leverancier', 'Northwind Telecom BV', 'BE0823456754', 'Klant', 'Acme Dental BV', 'BE0456789034']) expect(text).toContain(expected);
  // pdffonts: every font listed (after its two header lines) is embedded.
  const fonts = execFileSync('pdffonts', [pdf.path], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+$/);

  const ubl = await downloaded(page, 'E-factuur downloaden (UBL)', testInfo.outputPath('factuur.xml'));
  expect(ubl.name).toBe(`${number}.xml`);
  const xml = readFileSync(ubl.path, 'utf8');
  expect(xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>');
  expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(xml).toContain('<cbc:CompanyID>BE0823456754</cbc:CompanyID>');
  expect(xml).toContain('<cbc:CompanyID>BE0456789034</cbc:CompanyID>');
  expect(xml).toContain('<cbc:Name>Gebruikerslicenties</cbc:Name>');
});
