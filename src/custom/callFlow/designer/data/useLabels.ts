import { useMemo } from 'react';
import { referencesOf } from '../../../../../core/callFlow/index.ts';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { useReferenceLabels } from '../../../../engine/widgets/ReferenceWidget/useReferenceLabels.ts';
import type { NodeContextValue } from '../canvas/nodeContext.ts';
import { referenceLabels, type DesignerData } from './designerData.ts';

const NONE: number[] = [];

/**
 * The labels of the records the blocks refer to, for the nodes' summary lines: the designer
 * data names those of the stored diagram; records chosen since are read through react-admin's
 * batched getMany, as the selectors read theirs.
 */
export function useLabels(designerData: DesignerData | undefined, diagram: Diagram): NodeContextValue {
  const known = useMemo(() => referenceLabels(designerData), [designerData]);
  const wanted = useMemo(() => {
    const byResource = new Map<string, number[]>();
    for (const ref of referencesOf(diagram)) {
      if (known.has(`${ref.resource}:${ref.id}`)) continue;
      const list = byResource.get(ref.resource) ?? [];
      if (!list.includes(ref.id)) list.push(ref.id);
      byResource.set(ref.resource, list);
    }
    return byResource;
  }, [diagram, known]);
  const ids = (resource: string) => wanted.get(resource) ?? NONE;
  const read = {
    media_file: useReferenceLabels('media_file', ids('media_file')).labels,
    extension: useReferenceLabels('extension', ids('extension')).labels,
    phonebook_contact: useReferenceLabels('phonebook_contact', ids('phonebook_contact')).labels,
    ring_tone: useReferenceLabels('ring_tone', ids('ring_tone')).labels,
    ring_group: useReferenceLabels('ring_group', ids('ring_group')).labels,
    time_schedule: useReferenceLabels('time_schedule', ids('time_schedule')).labels,
    queue: useReferenceLabels('queue', ids('queue')).labels,
    voicemail_box: useReferenceLabels('voicemail_box', ids('voicemail_box')).labels,
    call_flow: useReferenceLabels('call_flow', ids('call_flow')).labels,
  };
  const { media_file, extension, phonebook_contact, ring_tone, ring_group, time_schedule, queue, voicemail_box, call_flow } = read;
  return useMemo(() => {
    const fetched: Record<string, Map<string, string>> = { media_file, extension, phonebook_contact, ring_tone, ring_group, time_schedule, queue, voicemail_box, call_flow };
    return { labelOf: (resource: string, id: number) => known.get(`${resource}:${id}`) ?? fetched[resource]?.get(String(id)) };
  }, [known, media_file, extension, phonebook_contact, ring_tone, ring_group, time_schedule, queue, voicemail_box, call_flow]);
}
