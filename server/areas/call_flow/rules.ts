import type { Diagram } from '../../../core/callFlow/index.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import type { ResourceRules } from '../../resources/rules/types.ts';
import { blockReferences, missingReferences, storedReferences } from './references.ts';
import { diagramIssues, invalidDiagram, misshapenBlocks, missingReference, rememberIssues } from './diagramChecks.ts';
import { lastChangeRules } from './lastChange.ts';
import { readerLanguage } from './texts.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Call flows (configuration-areas §4, §5, §8; issue 11), on every write through the CRUD and the
 * designer's calls alike:
 * - each block's data has its kind's shape, in the diagrams this write changes (a draft too);
 * - every record a block names is the group's: otherwise the catalogue's "block has no database
 *   reference" (call_flow_reference_missing);
 * - `references` is kept from the blocks of diagram and working_diagram, so the generic in-use
 *   check (server/resources/usage.ts) refuses deleting a queue, box, media file… a flow uses;
 * - a diagram that goes live (the write leaves draft=false and changes the diagram, or a draft
 *   becomes active) passes every rule of the designer's module; its errors refuse the write with
 *   400 naming block and rule in the reader's language. Draft saves (working_diagram, or the
 *   diagram of a concept) are held to the shapes only, so an unfinished diagram may be saved.
 */
const diagramRules: ResourceRules = {
  async beforeWrite({ tx, session }, record, previous) {
    const lang = readerLanguage(session);
    for (const field of ['diagram', 'working_diagram'] as const) {
      const diagram = record[field] as Diagram | null | undefined;
      if (!diagram || same(diagram, previous?.[field])) continue;
      if (misshapenBlocks(diagram).length) return { [field]: [serverText('invalid')] };
    }

    const refs = blockReferences(record, previous?.id);
    const missing = await missingReferences(tx, session.group.id, refs);
    if (missing.size) {
      const gone = refs.filter((r) => missing.has(`${r.resource}:${r.id}`));
      const inDiagram = blockReferences({ diagram: record.diagram }, previous?.id).some((r) => missing.has(`${r.resource}:${r.id}`));
      throw missingReference(inDiagram ? 'diagram' : 'working_diagram', gone, lang);
    }
    record.references = storedReferences(refs);

    const goesLive = record.draft === false && (!previous || previous.draft !== false || !same(record.diagram, previous.diagram));
    if (goesLive) {
      const issues = await diagramIssues(tx, session.group.id, record.diagram as Diagram, previous?.id, missing);
      rememberIssues(tx, previous?.id, issues);
      if (issues.some((i) => i.severity === 'error')) throw invalidDiagram(issues, lang);
    }
    return {};
  },
};

export const rules = [diagramRules, lastChangeRules];
