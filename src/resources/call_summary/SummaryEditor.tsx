import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslate } from 'ra-core';
import type { Section, SummaryEdit } from './summaryApi.ts';

/** The schema's limits (schemas/call_summary.schema.json), so that the form refuses what the server would. */
const MAX = { quick_summary: 1000, long: 20000, item: 2000, topic: 200 };

/** A list of lines (conclusions, next steps, recommendations, a section's points): each editable, removable, and one more. */
function LinesField({ label, items, onChange, addLabel, name }: { label: string; items: string[]; onChange(items: string[]): void; addLabel: string; name: string }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-field={name}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>{label}</Typography>
      <Stack spacing={1}>
        {items.map((item, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              value={item}
              onChange={(e) => onChange(items.map((old, i) => (i === index ? e.target.value : old)))}
              size="small"
              fullWidth
              multiline
              slotProps={{ htmlInput: { maxLength: MAX.item, 'aria-label': `${label} ${index + 1}` } }}
            />
            <Tooltip title={translate('resources.call_summary.view.remove')}>
              <IconButton aria-label={`${translate('resources.call_summary.view.remove')}: ${label} ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                <DeleteOutlineRoundedIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddRoundedIcon />} onClick={() => onChange([...items, ''])} sx={{ mt: 0.5 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

/** One section: its topic and its points. */
function SectionField({ section, index, onChange, onRemove }: { section: Section; index: number; onChange(section: Section): void; onRemove(): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.call_summary.view.${key}`);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`section-${index}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <TextField
          label={t('topic')}
          value={section.topic}
          onChange={(e) => onChange({ ...section, topic: e.target.value })}
          size="small"
          fullWidth
          required
          error={section.topic.trim() === ''}
          slotProps={{ htmlInput: { maxLength: MAX.topic } }}
        />
        <Tooltip title={t('remove_section')}>
          <IconButton aria-label={`${t('remove_section')} ${index + 1}`} onClick={onRemove}>
            <DeleteOutlineRoundedIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <LinesField name={`sections.${index}.points`} label={t('point')} items={section.points} onChange={(points) => onChange({ ...section, points })} addLabel={t('add_point')} />
    </Box>
  );
}

/** Whether the edit can be saved: a quick summary and a topic for each section, as the schema asks. */
export function editIsValid(edit: SummaryEdit): boolean {
  return edit.quick_summary.trim() !== '' && (edit.sections ?? []).every((s) => s.topic.trim() !== '');
}

/** The summary's written parts as a form (configuration-areas §4 "Summaries are editable"). */
export function SummaryEditor({ edit, onChange }: { edit: SummaryEdit; onChange(edit: SummaryEdit): void }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.call_summary.fields.${name}`);
  const t = (key: string) => translate(`resources.call_summary.view.${key}`);
  const set = <K extends keyof SummaryEdit>(key: K, value: SummaryEdit[K]) => onChange({ ...edit, [key]: value });
  const sections = edit.sections ?? [];
  return (
    <Stack spacing={2.5}>
      <TextField
        label={field('quick_summary')}
        value={edit.quick_summary}
        onChange={(e) => set('quick_summary', e.target.value)}
        multiline
        minRows={2}
        required
        error={edit.quick_summary.trim() === ''}
        slotProps={{ htmlInput: { maxLength: MAX.quick_summary } }}
      />
      <TextField label={field('detailed_summary')} value={edit.detailed_summary ?? ''} onChange={(e) => set('detailed_summary', e.target.value)} multiline minRows={4} slotProps={{ htmlInput: { maxLength: MAX.long } }} />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{field('sections')}</Typography>
        <Stack spacing={1.5}>
          {sections.map((section, index) => (
            <SectionField
              key={index}
              index={index}
              section={section}
              onChange={(next) => set('sections', sections.map((old, i) => (i === index ? next : old)))}
              onRemove={() => set('sections', sections.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
        <Button size="small" startIcon={<AddRoundedIcon />} onClick={() => set('sections', [...sections, { topic: '', points: [''] }])} sx={{ mt: 1 }}>
          {t('add_section')}
        </Button>
      </Box>
      <TextField label={field('notes')} value={edit.notes ?? ''} onChange={(e) => set('notes', e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX.long } }} />
      {(['conclusions', 'next_steps', 'recommendations'] as const).map((name) => (
        <LinesField key={name} name={name} label={field(name)} items={edit[name] ?? []} onChange={(items) => set(name, items)} addLabel={t('add_item')} />
      ))}
    </Stack>
  );
}
