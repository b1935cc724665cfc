import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activationRequest, deniedRedirect } from '../../core/domain/integrationActivation.ts';
import { isOpenableAddress } from '../../src/custom/account/integrations/leaveTo.ts';
import { shortGroupLabel } from '../../core/domain/groupLabel.ts';
import { bannerShows, TOP_BANNER } from '../../core/domain/topBanner.ts';
import { avatarSide, avatarTooLarge, imageTypeOf } from '../../core/domain/avatar.ts';
import { checkUserSettings } from '../../core/domain/userSettings.ts';
import { isImpersonationToken } from '../../src/auth/impersonation.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)).subarray(0, 8));

describe('the integration activation link', () => {
  it('defaults the redirect to /dashboard and passes the activation key and tenant_ parameters on', () => {
    const request = activationRequest(new URLSearchParams('activation_code=k-1&tenant_id=42&tenant_region=eu&other=x'), 'activation_code');
    expect(request).toEqual({
      redirectField: 'redirect_url',
      redirect: '/dashboard',
      body: { redirect_url: '/dashboard', activation_code: 'k-1', tenant_id: '42', tenant_region: 'eu' },
    });
  });

  it('keeps redirect or redirect_url, whichever the link used', () => {
    expect(activationRequest(new URLSearchParams('redirect=https://a.example/x'), 'confirmation_key').body).toEqual({ redirect: 'https://a.example/x' });
    expect(activationRequest(new URLSearchParams('redirect_url=/users'), 'confirmation_key').redirect).toBe('/users');
  });

  it.each([
    ['/dashboard', '/dashboard?error=access_denied'],
    ['https://a.example/cb?state=1', 'https://a.example/cb?state=1&error=access_denied'],
    ['https://a.example/cb?', 'https://a.example/cb?error=access_denied'],
    ['https://a.example/cb#done', 'https://a.example/cb?error=access_denied#done'],
  ])('denies to %s as %s', (redirect, denied) => {
    expect(deniedRedirect(redirect)).toBe(denied);
  });

  it.each(['//evil.example', 'javascript:alert(1)', 'https://partner@evil.example/', '/\\evil.example', 'https://a.example/ x'])('never opens %s', (target) => {
    expect(isOpenableAddress(target)).toBe(false);
  });
});

describe('the impersonation pill', () => {
  it('shows labels of up to 30 characters whole, longer ones as 27 and an ellipsis', () => {
    expect(shortGroupLabel('Acme Dental')).toBe('Acme Dental');
    expect(shortGroupLabel('x'.repeat(30))).toBe('x'.repeat(30));
    expect(shortGroupLabel('Northwind Telecom Antwerp Harbour Office')).toBe('Northwind Telecom Antwerp H…');
    expect([...shortGroupLabel('é'.repeat(31))]).toHaveLength(28);
  });

  it('signs in with 40-character tokens only', () => {
    expect(isImpersonationToken('a'.repeat(40))).toBe(true);
    expect(isImpersonationToken('a'.repeat(39))).toBe(false);
    expect(isImpersonationToken('g'.repeat(40))).toBe(false);
  });
});

describe('the top banner', () => {
  const config = { version: 2, message: 'account.banner.message', routes: ['/dashboard'] };

  it('is configured for no route today', () => {
    expect(TOP_BANNER.routes).toEqual([]);
    expect(TOP_BANNER.version).toBe(1);
    expect(bannerShows(TOP_BANNER, '/dashboard', null)).toBe(false);
  });

  it('shows on its routes until this version is dismissed', () => {
    expect(bannerShows(config, '/dashboard', null)).toBe(true);
    expect(bannerShows(config, '/dashboard/x', 1)).toBe(true);
    expect(bannerShows(config, '/dashboards', null)).toBe(false);
    expect(bannerShows(config, '/dashboard', 2)).toBe(false);
  });
});

describe('the avatar', () => {
  it('knows JPEG and PNG by content, not by name', () => {
    expect(imageTypeOf(fixture('avatar.jpg'))).toBe('image/jpeg');
    expect(imageTypeOf(fixture('avatar-progressive.jpg'))).toBe('image/jpeg');
    expect(imageTypeOf(fixture('avatar.png'))).toBe('image/png');
    expect(imageTypeOf(fixture('avatar-fake.png'))).toBeNull();
  });

  it('is saved square at its own resolution, at most 2000 pixels, and at most 10,000,000 bytes', () => {
    expect(avatarSide(320, 320)).toBe(320);
    expect(avatarSide(3999.6, 4000)).toBe(2000);
    expect(avatarTooLarge(10_000_000)).toBe(false);
    expect(avatarTooLarge(10_000_001)).toBe(true);
  });
});

describe('the user settings', () => {
  it('need a country of origin and a destination', () => {
    const values = { description: 'Acme', allowed_origination_countries: ['BE'], allowed_destination_countries: ['001'] };
    expect(checkUserSettings(values).valid).toBe(true);
    expect(checkUserSettings({ ...values, allowed_origination_countries: [] }).originError).toBe('user_management_error_origin_country');
    expect(checkUserSettings({ ...values, allowed_destination_countries: [] }).destinationError).toBe('user_management_error_destination_country');
  });
});
