import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, PROFILE, useSeededApp } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';

const UPLOAD = '/api/v1/profile/avatar/';
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));

interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it, with one file part or more. */
function formOf(parts: FilePart[]) {
  const boundary = `----switchboard${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`),
      p.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const form = (field: string, filename: string, contentType: string, bytes: Buffer) => formOf([{ field, filename, contentType, bytes }]);

describe.each(databases())('avatar on $name', (kind) => {
  const api = useSeededApp(kind);
  let token = '';

  beforeAll(async () => {
    token = await api.signIn('user');
  });

  function upload(body: { payload: Buffer; headers: Record<string, string> }, as = token) {
    return api.app.inject({ method: 'POST', url: UPLOAD, payload: body.payload, headers: { ...body.headers, authorization: `Token ${as}` } });
  }

  it.each([
    ['avatar.png', 'image/png'],
    ['avatar.jpg', 'image/jpeg'],
    ['avatar-progressive-square.jpg', 'image/jpeg'],
    ['avatar-2000.jpg', 'image/jpeg'],
  ])('accepts the real image %s, serves it back byte for byte and puts its address in the profile', async (name, type) => {
    const bytes = fixture(name);
    // The declared type is not what decides: a browser may well send octet-stream.
    const res = await upload(form('avatar', name, 'application/octet-stream', bytes));
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('POST', UPLOAD, 200, res.json());
    const url = res.json<{ avatar: string }>().avatar;
    expect(url).toMatch(/^\/api\/v1\/profile\/avatar\/[0-9a-f]{32}\/$/);

    const profile = (await api.get(PROFILE, { token })).json();
    expect(profile.avatar).toBe(url);
    expectDocumented('GET', PROFILE, 200, profile);

    // An <img> sends no token: the random address is what protects the picture.
    const image = await api.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(type);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.rawPayload, bytes)).toBe(0);
  });

  it('gives every upload a new address and forgets the old one', async () => {
    const first = (await upload(form('avatar', 'a.png', 'image/png', fixture('avatar.png')))).json().avatar as string;
    const second = (await upload(form('avatar', 'a.png', 'image/png', fixture('avatar.png')))).json().avatar as string;
    expect(second).not.toBe(first);
    expect((await api.get(first)).statusCode).toBe(404);
    expect((await api.get(second)).statusCode).toBe(200);
    expect((await api.get('/api/v1/profile/avatar/not-a-key/')).statusCode).toBe(404);
  });

  it('refuses a text file named .png, by its content', async () => {
    const res = await upload(form('avatar', 'avatar.png', 'image/png', fixture('avatar-fake.png')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ avatar: [serverText('avatar_invalid_type')] });
    expectDocumented('POST', UPLOAD, 400, res.json());
  });

  it('refuses images that only start like one: a cut-off PNG, a JPEG without its frame, a GIF', async () => {
    const png = fixture('avatar.png');
    const jpeg = fixture('avatar.jpg');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [name, bytes] of [
      ['cut.png', png.subarray(0, png.length - 20)],
      ['header-only.png', png.subarray(0, 33)],
      ['start.jpg', jpeg.subarray(0, 20)],
      ['pixel.gif', gif],
    ] as const) {
      const res = await upload(form('avatar', name, 'image/png', bytes));
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ avatar: [serverText('avatar_invalid_type')] });
    }
  });

  it('refuses more than 2000 pixels on a side, however few bytes', async () => {
    const res = await upload(form('avatar', 'wide.png', 'image/png', fixture('avatar-too-many-pixels.png')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ avatar: [serverText('avatar_dimensions', { limit: 2000 })] });
  });

  it('refuses an image that is not square, PNG or JPEG (portal-overview §5: the crop is square)', async () => {
    const before = (await api.get(PROFILE, { token })).json().avatar;
    for (const name of ['avatar-wide.png', 'avatar-wide.jpg', 'avatar-progressive.jpg']) {
      const res = await upload(form('avatar', name, 'application/octet-stream', fixture(name)));
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ avatar: [serverText('avatar_not_square')] });
      expectDocumented('POST', UPLOAD, 400, res.json());
    }
    expect((await api.get(PROFILE, { token })).json().avatar).toBe(before);
  });

  it('refuses two files at once, in the avatar field or beside it, and keeps the picture it had', async () => {
    const before = (await api.get(PROFILE, { token })).json().avatar;
    const png = { field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: fixture('avatar.png') };
    const jpeg = { field: 'avatar', filename: 'b.jpg', contentType: 'image/jpeg', bytes: fixture('avatar.jpg') };
    for (const parts of [[png, jpeg], [png, { ...jpeg, field: 'other' }], [{ ...jpeg, field: 'other' }, png]]) {
      const res = await upload(formOf(parts));
      expect(res.statusCode, parts.map((p) => p.field).join()).toBe(400);
      expect(res.json()).toEqual({ avatar: [serverText('avatar_one_file')] });
      expectDocumented('POST', UPLOAD, 400, res.json());
    }
    expect((await api.get(PROFILE, { token })).json().avatar).toBe(before);
  });

  it('accepts exactly 10,000,000 bytes: the request body limit of JSON calls does not apply', async () => {
    const png = fixture('avatar.png');
    // Bytes after IEND are ignored by every decoder; they make the file as large as wanted.
    const full = Buffer.concat([png, Buffer.alloc(10_000_000 - png.length)]);
    const res = await upload(form('avatar', 'full.png', 'image/png', full));
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.get(res.json().avatar)).rawPayload.length).toBe(10_000_000);
  });

  it('refuses more than 10,000,000 bytes', async () => {
    const png = fixture('avatar.png');
    const big = Buffer.concat([png, Buffer.alloc(10_000_001 - png.length)]);
    const res = await upload(form('avatar', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: serverText('avatar_too_large', { limit: 10_000_000 }) });
    expectDocumented('POST', UPLOAD, 413, res.json());
  });

  it('needs the avatar field of a multipart form, and a signed-in user', async () => {
    const wrongField = await upload(form('picture', 'a.png', 'image/png', fixture('avatar.png')));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ avatar: [serverText('required')] });
    const json = await api.post(UPLOAD, { token, body: { avatar: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ avatar: [serverText('required')] });
    const body = form('avatar', 'a.png', 'image/png', fixture('avatar.png'));
    const anonymous = await api.app.inject({ method: 'POST', url: UPLOAD, payload: body.payload, headers: body.headers });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps each user's picture apart", async () => {
    const admin = await api.signIn('admin');
    const mine = (await upload(form('avatar', 'a.jpg', 'image/jpeg', fixture('avatar.jpg')), admin)).json().avatar as string;
    const users = (await api.get(PROFILE, { token })).json().avatar as string;
    expect(users).not.toBe(mine);
    expect((await api.get(PROFILE, { token: admin })).json().avatar).toBe(mine);
  });
});
