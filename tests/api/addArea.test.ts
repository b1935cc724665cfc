import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, snapshot } from '../support/projectCopy.ts';
import type { FastifyInstance } from 'fastify';
import { apiOf, testConfig, type Api } from './helpers/harness.ts';

/**
 * docs/architecture.md, "How to add an area", followed in a copy of the project: a throwaway
 * area gets a schema, a UI schema and its texts in en, nl and fr, `npm run generate` runs, and
 * the area has its menu entry, its list and form, its CRUD with validation, its table and its
 * operations in the API description, with no code file changed.
 */
const COPIED = ['core', 'src', 'server', 'scripts', 'schemas', 'locales', 'generated', 'package.json', 'tsconfig.json'];

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://switchboard.example/schemas/meeting_room.schema.json',
  title: 'MeetingRoom',
  description: 'A room that can be booked, at a site.',
  'x-resource': {
    name: 'meeting_room',
    endpoint: 'meeting_rooms/',
    version: 'v1',
    permission: 'configuration_sites',
    route: '/configuration/meeting-rooms',
    label: 'name',
    search: ['name'],
    menu: { icon: 'site', parent: '/configuration', order: 65 },
    screens: true,
  },
  type: 'object',
  additionalProperties: false,
  required: ['name', 'seats'],
  properties: {
    id: { $ref: 'common.schema.json#/$defs/id', readOnly: true },
    name: { type: 'string', minLength: 1, maxLength: 60, 'x-unique': 'group' },
    seats: { type: 'integer', minimum: 1, maximum: 500 },
    site: { anyOf: [{ $ref: 'common.schema.json#/$defs/reference', 'x-reference': { resource: 'site' } }, { type: 'null' }] },
  },
};
const UI = { 'ui:order': ['name', 'seats', 'site'], list: { columns: ['name', 'seats', 'site'], sort: { field: 'name', order: 'ASC' } } };
const TEXTS: Record<string, { menu: string; name: string; fields: Record<string, string> }> = {
  en: { menu: 'Meeting rooms', name: 'Meeting room |||| Meeting rooms', fields: { id: 'ID', name: 'Name', seats: 'Seats', site: 'Site' } },
  nl: { menu: 'Vergaderzalen', name: 'Vergaderzaal |||| Vergaderzalen', fields: { id: 'ID', name: 'Naam', seats: 'Plaatsen', site: 'Site' } },
  fr: { menu: 'Salles de réunion', name: 'Salle de réunion |||| Salles de réunion', fields: { id: 'ID', name: 'Nom', seats: 'Places', site: 'Site' } },
};


/** What the recipe lets an area change: its two schema files, texts, and what generate writes. */
const ALLOWED = [/^schemas\/meeting_room\.(schema|ui)\.json$/, /^locales\/resources\/meeting_room\/(en|nl|fr)\.json$/, /^generated\//, /^server\/migrations\/\d{4}_schema\.sql$/];

describe('adding an area (docs/architecture.md, "How to add an area")', () => {
  let copy: string;
  let changed: string[];
  let app: FastifyInstance | undefined;
  let close: (() => Promise<void>) | undefined;
  let api: Api;
  const inCopy = <T>(path: string) => import(pathToFileURL(join(copy, path)).href) as Promise<T>;

  beforeAll(async () => {
    copy = copyProject('switchboard-area-', COPIED);
    const before = snapshot(copy);

    writeFileSync(join(copy, 'schemas/meeting_room.schema.json'), `${JSON.stringify(SCHEMA, null, 2)}\n`);
    writeFileSync(join(copy, 'schemas/meeting_room.ui.json'), `${JSON.stringify(UI, null, 2)}\n`);
    for (const [language, texts] of Object.entries(TEXTS)) {
      mkdirSync(join(copy, 'locales/resources/meeting_room'), { recursive: true });
      const messages = { menu: { meeting_room: texts.menu }, resources: { meeting_room: { name: texts.name, fields: texts.fields } } };
      writeFileSync(join(copy, `locales/resources/meeting_room/${language}.json`), `${JSON.stringify(messages, null, 2)}\n`);
    }
    const generate = spawnSync('npm', ['run', 'generate'], { cwd: copy, encoding: 'utf8' });
    expect(generate.status, generate.stderr).toBe(0);

    const after = snapshot(copy);
    changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path).sort();

    const { buildApp } = await inCopy<typeof import('../../server/app.ts')>('server/app.ts');
    const { openDatabase } = await inCopy<typeof import('../../server/db/index.ts')>('server/db/index.ts');
    const { migrate } = await inCopy<typeof import('../../server/db/migrate.ts')>('server/db/migrate.ts');
    const { seedDemo } = await inCopy<typeof import('../../server/seed/demo.ts')>('server/seed/demo.ts');
    const db = await openDatabase({});
    await migrate(db);
    await seedDemo(db);
    app = await buildApp(db, testConfig());
    api = apiOf(app);
    close = () => db.close();
  });

  afterAll(async () => {
    await app?.close();
    await close?.();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('changes no code file: only the area’s schema files, its texts and what `npm run generate` writes', () => {
    expect(changed.filter((path) => !ALLOWED.some((allowed) => allowed.test(path)))).toEqual([]);
    expect(changed).toEqual(expect.arrayContaining(['schemas/meeting_room.schema.json', 'generated/openapi.json', 'generated/types.ts']));
  });

  it('gets a table from the generated migration', () => {
    const migration = changed.find((path) => path.startsWith('server/migrations/'));
    expect(migration).toBeDefined();
    const sql = readFileSync(join(copy, migration!), 'utf8');
    expect(sql).toContain('CREATE TABLE res_meeting_room');
    expect(sql).toContain('CREATE UNIQUE INDEX res_meeting_room_name_unique');
    expect(sql).toContain('REFERENCES res_site (id)');
  });

  it('has its operations in the API description', () => {
    const document = JSON.parse(readFileSync(join(copy, 'generated/openapi.json'), 'utf8'));
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.values(item).map((operation) => operation.operationId))
      .filter((id) => id?.startsWith('meeting_room_'));
    expect(operations.sort()).toEqual(
      ['meeting_room_bulk_update', 'meeting_room_create', 'meeting_room_destroy', 'meeting_room_list', 'meeting_room_partial_update', 'meeting_room_retrieve', 'meeting_room_update'].sort(),
    );
    expect(readFileSync(join(copy, 'generated/types.ts'), 'utf8')).toContain('export interface MeetingRoom');
  });

  it('is in the side menu, under Configuration, with its texts in every language', async () => {
    const { MENU } = await inCopy<typeof import('../../src/navigation/menu.ts')>('src/navigation/menu.ts');
    const configuration = MENU.find((entry) => entry.route === '/configuration');
    expect(configuration?.children?.map((entry) => entry.route)).toEqual([
      '/configuration/devices', '/configuration/media-library', '/configuration/did-routing', '/configuration/fifo-queue',
      '/configuration/group', '/configuration/sites', '/configuration/meeting-rooms', '/configuration/time-schedule', '/configuration/voicemail',
    ]);
    const entry = configuration!.children!.find((e) => e.route === '/configuration/meeting-rooms')!;
    expect(entry).toMatchObject({ label: 'menu.meeting_room', permission: 'configuration_sites', icon: 'site' });
    for (const language of Object.keys(TEXTS)) {
      const messages = JSON.parse(readFileSync(join(copy, `locales/resources/meeting_room/${language}.json`), 'utf8'));
      expect(messages.menu.meeting_room, language).toBe(TEXTS[language].menu);
    }
  });

  it('has screens: the portal’s areas list it, with its list columns and form fields from the schemas', async () => {
    const { AREAS } = await inCopy<typeof import('../../src/resources/index.ts')>('src/resources/index.ts');
    expect(AREAS.map((area) => area.resource)).toContain('meeting_room');
    const { definitionOf } = await inCopy<typeof import('../../src/engine/schema/catalogue.ts')>('src/engine/schema/catalogue.ts');
    const definition = definitionOf('meeting_room');
    expect(definition.list.columns).toEqual(['name', 'seats', 'site']);
    expect(definition.order).toEqual(['name', 'seats', 'site']);
    expect(definition.fields.site).toMatchObject({ kind: 'reference', reference: 'site', nullable: true });
    expect(definition.fields.seats).toMatchObject({ kind: 'integer', required: true });
    const { compileFormValidators } = await inCopy<typeof import('../../scripts/vite/formValidators.ts')>('scripts/vite/formValidators.ts');
    expect(compileFormValidators(SCHEMA as never, JSON.parse(readFileSync(join(copy, 'schemas/common.schema.json'), 'utf8')))).toContain('export default');
  });

  it('has CRUD on the server, validated by its schema: 400 at the field, 201, then in the list', async () => {
    const token = await api.signIn('admin');
    const url = '/api/v1/meeting_rooms/';
    const invalid = await api.post(url, { token, body: { name: '', seats: 0 } });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(['name', 'seats']);

    const sites = (await api.get('/api/v1/site/', { token })).json<{ results: { id: number }[] }>().results;
    const created = await api.post(url, { token, body: { name: 'Board room', seats: 12, site: sites[0].id } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Board room', seats: 12, site: sites[0].id, version: 1 });

    const twice = await api.post(url, { token, body: { name: 'board ROOM', seats: 4 } });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json())).toEqual(['name']);

    const list = await api.get(url, { token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, results: [{ name: 'Board room' }] });
  });
});
