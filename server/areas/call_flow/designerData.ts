import type { FastifyInstance } from 'fastify';
import type { Diagram } from '../../../core/callFlow/index.ts';
import type { Queryable } from '../../db/index.ts';
import { labelOf } from '../../resources/model.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { tableOf } from '../../resources/storageNames.ts';
import { TOGGLE_BLOCK_TYPES } from '../toggle/shortcodes.ts';
import { flowOf } from './access.ts';
import { contract } from './contract.ts';
import { blockReferences, diagramsOf } from './references.ts';
import { readerLanguage } from './texts.ts';
import { languageName, STT_LANGUAGES, TTS_VOICES, voiceId } from './voices.ts';

const TIMEZONES = Intl.supportedValuesOf('timeZone');

type Labelled = { id: number; label: string };

/** The numbers a flow's blocks dial or match: a Dial tier's or a Caller ID route's `number` items. */
function numbersIn(diagrams: Diagram[]): string[] {
  const out = new Set<string>();
  const take = (item: unknown) => {
    const { type, value } = (item ?? {}) as { type?: unknown; value?: unknown };
    if (type === 'number' && typeof value === 'string' && value.trim()) out.add(value.trim());
  };
  for (const diagram of diagrams) {
    for (const node of diagram.nodes) {
      const data = (node.data ?? {}) as { tiers?: unknown; routes?: unknown };
      if (node.type === 'dial' && Array.isArray(data.tiers)) for (const tier of data.tiers) if (Array.isArray(tier)) tier.forEach(take);
      if (node.type === 'caller_id_routing' && Array.isArray(data.routes)) {
        for (const route of data.routes) {
          const matches = (route as { matches?: unknown })?.matches;
          if (Array.isArray(matches)) matches.forEach(take);
        }
      }
    }
  }
  return [...out];
}

/**
 * The designer's data (configuration-areas §3; schemas/call_flow_designer_data.schema.json):
 * the choices of its blocks (ring tones, text-to-speech languages and voices, timezones,
 * speech-to-text languages) and every record the flow's diagrams (live and working) refer to,
 * whether it still exists and its label, so that a block whose record has gone shows "no
 * database reference".
 */
export function designerDataRoute(app: FastifyInstance) {
  const service = app.resources;

  async function labels(db: Queryable, groupId: number, resource: string, ids: number[]): Promise<Map<number, string>> {
    const model = service.model(resource);
    const rows = await db.query<{ id: number; data: Record<string, unknown> }>(
      `SELECT id, data FROM ${tableOf(resource)} WHERE id = ANY($1::int[]) AND (group_id = $2 OR group_id IS NULL)`,
      [ids, groupId],
    );
    return new Map(rows.map((r) => [r.id, labelOf(model, r.data)]));
  }

  /**
   * Toggle shortcodes held in the group outside this flow (toggles, other flows' toggle blocks),
   * so that the designer flags a clash as the server's confirmed save will (configuration-areas §5).
   */
  async function takenShortcodes(db: Queryable, groupId: number, flowId: number) {
    const rows = await db.query<{ shortcode: string; holder: string | null }>(
      `SELECT o ->> 'shortcode' AS shortcode, t.data ->> 'description' AS holder
         FROM ${tableOf('toggle')} t, jsonb_array_elements(CASE WHEN jsonb_typeof(t.data -> 'options') = 'array' THEN t.data -> 'options' ELSE '[]'::jsonb END) o
        WHERE t.group_id = $1 AND jsonb_typeof(o -> 'shortcode') = 'number'
       UNION ALL
       SELECT o ->> 'shortcode', f.data ->> 'description'
         FROM ${tableOf('call_flow')} f,
              jsonb_array_elements(CASE WHEN jsonb_typeof(f.data #> '{diagram,nodes}') = 'array' THEN f.data #> '{diagram,nodes}' ELSE '[]'::jsonb END) n,
              jsonb_array_elements(CASE WHEN jsonb_typeof(n #> '{data,options}') = 'array' THEN n #> '{data,options}' ELSE '[]'::jsonb END) o
        WHERE f.group_id = $1 AND f.id <> $2 AND n ->> 'type' = ANY($3::text[]) AND jsonb_typeof(o -> 'shortcode') = 'number'
        ORDER BY 1, 2`,
      [groupId, flowId, [...TOGGLE_BLOCK_TYPES]],
    );
    const seen = new Map<number, string>();
    for (const row of rows) {
      const code = Number(row.shortcode);
      if (Number.isInteger(code) && !seen.has(code)) seen.set(code, row.holder ?? '');
    }
    return [...seen].map(([shortcode, holder]) => ({ shortcode, holder }));
  }

  app.get<{ Params: { id: number } }>(
    contract.designerData.path.replace('{id}', ':id'),
    { schema: routeSchema(contract.designerData), preValidation: recordReachable(app, 'call_flow') },
    async (request) => {
      const { session, flow } = await flowOf(app, request);
      const lang = readerLanguage(session);
      const groupId = session.group.id;

      const ringtones = await app.db.query<Labelled>(
        `SELECT id, data ->> 'description' AS label FROM ${tableOf('ring_tone')} WHERE group_id IS NULL OR group_id = $1 ORDER BY id`,
        [groupId],
      );

      const refs = blockReferences(flow, flow.id);
      const byResource = new Map<string, number[]>();
      for (const ref of refs) {
        const ids = byResource.get(ref.resource) ?? [];
        if (!ids.includes(ref.id)) ids.push(ref.id);
        byResource.set(ref.resource, ids);
      }
      const found = new Map<string, Map<number, string>>();
      for (const [resource, ids] of byResource) found.set(resource, await labels(app.db, groupId, resource, ids));
      const apiDbInfo = [...byResource].flatMap(([resource, ids]) =>
        ids.sort((a, b) => a - b).map((id) => {
          const label = found.get(resource)?.get(id);
          return { resource, id, exists: label !== undefined, label: label ?? null };
        }),
      );

      const objectType = { extension: 'extension', phonebook_contact: 'contact' } as const;
      const usedObjects = [
        ...apiDbInfo
          .filter((info) => info.exists && info.resource in objectType)
          .map((info) => ({ type: objectType[info.resource as keyof typeof objectType], id: info.id, label: info.label ?? '' })),
        ...numbersIn(diagramsOf(flow)).map((number) => ({ type: 'number' as const, id: number, label: number })),
      ];

      return {
        ringtone: ringtones.map((r) => ({ id: r.id, label: r.label ?? `#${r.id}` })),
        tts_languages: Object.keys(TTS_VOICES).map((tag) => ({ id: tag, label: languageName(tag, lang) })),
        tts_voices: Object.entries(TTS_VOICES).flatMap(([tag, names]) => names.map((name) => ({ id: voiceId(tag, name), label: name, language: tag }))),
        timezones: TIMEZONES,
        stt_languages: STT_LANGUAGES.map((tag) => ({ id: tag, label: languageName(tag, lang) })),
        used_objects: usedObjects,
        api_db_info: apiDbInfo,
        taken_shortcodes: await takenShortcodes(app.db, groupId, flow.id),
      };
    },
  );
}
