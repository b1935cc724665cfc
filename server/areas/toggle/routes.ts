import type { FastifyInstance } from 'fastify';
import { recordReachable } from '../../resources/reachable.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { maySee } from '../../../core/domain/writeAccess.ts';
import { sessionOf } from '../../auth/guard.ts';
import { detail } from '../../http/errors.ts';
import { recordId } from '../../http/params.ts';
import { getRecord, updateRecord } from '../../resources/records.ts';
import { text } from '../../resources/rules/types.ts';
import { writerOf } from '../../resources/writeAccess.ts';
import { routeSchema } from '../../routes/contract/route.ts';
import { contract } from './contract.ts';

interface Option {
  label: string;
  shortcode: number;
  active: boolean;
}

const notFound = () => detail(404, serverText('not_found'));
/** A path id as a record id; anything else (Infinity, past the integer range) names no record. */
function pathId(value: string | number): number {
  const id = recordId(String(value));
  if (id === undefined) throw notFound();
  return id;
}

/**
 * Switching a toggle. The server holds "exactly one option active" (configuration-areas §4):
 * the row is locked FOR UPDATE and the options are rewritten from the stored ones, so two
 * people switching at once are serialised and the later one's option is the one active.
 *
 * Who may switch: whoever sees the toggle, a plain user included when it is shared. Switching
 * is using the toggle, as dialling ## and its shortcode is from any phone of the group; changing
 * its options, owners or sharing stays with its owners (x-user-write, the CRUD's PUT).
 */
export function routes(app: FastifyInstance) {
  const service = app.resources;
  const toggles = service.model('toggle');

  // The path id, checked by the route's contract (routes/contract/plugin.ts) to be a record id.
  app.post<{ Params: { id: number }; Body: { shortcode: number } }>(
    contract.activate.path.replace('{id}', ':id'),
    { schema: routeSchema(contract.activate), preValidation: recordReachable(app, 'toggle') },
    async (request, reply) => {
      const session = sessionOf(request);
      service.allow(session, toggles);
      const id = pathId(request.params.id);
      const { shortcode } = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const current = await getRecord(tx, toggles, session.group.id, id, true);
        if (!current || current.group === null || !maySee(await writerOf(tx, session), toggles.schema, current)) throw notFound();
        const { id: _id, group: _group, version, ...stored } = current;
        const options = stored.options as Option[];
        if (!options.some((option) => option.shortcode === shortcode)) {
          throw service.invalid(toggles, { shortcode: [text({ code: 'toggle_option_unknown', params: { shortcode } })] });
        }
        const switched = { ...stored, options: options.map((option) => ({ ...option, active: option.shortcode === shortcode })) };
        return updateRecord(tx, toggles, session.group.id, id, version, switched);
      });
      // The row was locked: its version cannot have moved between the read and the write.
      if (!saved) throw notFound();
      return reply.header('ETag', `"${saved.version}"`).send(saved);
    },
  );
}
