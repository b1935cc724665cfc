import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../server/account/redirects.ts';

const REGISTERED = ['https://partner.example/return', 'http://localhost:5173/callback/'];

describe('integration redirects', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?tab=2', '/dashboard?tab=2'],
    ['https://partner.example/return', 'https://partner.example/return'],
    ['https://partner.example/return?code=1&state=x', 'https://partner.example/return?code=1&state=x'],
    ['https://PARTNER.example:443/return/deeper', 'https://partner.example/return/deeper'],
    ['http://localhost:5173/callback/done', 'http://localhost:5173/callback/done'],
    // The answer is the parsed address, so that what a browser makes of the text is what was checked.
    ['https:partner.example/return', 'https://partner.example/return'],
  ])('sends %j to %j', (target, expected) => {
    expect(safeRedirect(target, REGISTERED)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /dashboard',
    'https://partner.example@evil.example/return',
    'https://evil.example#@partner.example/return',
    'https://partner.example.evil.example/return',
    'https://partner.example/returned',
    'https://partner.example/',
    'http://partner.example/return',
    'https://partner.example:8443/return',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox',
    'http://localhost:5174/callback/',
    'dashboard',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, REGISTERED)).toBeUndefined();
  });

  it('refuses every absolute address when none is registered', () => {
    expect(safeRedirect('https://partner.example/return', [])).toBeUndefined();
    expect(safeRedirect('/dashboard', [])).toBe('/dashboard');
  });
});
