import { LinearProgress, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'ra-core';

/** configuration-areas §4: a phonebook import is uploading, processing, making its summary, then done. */
export const IMPORT_STATES = ['uploading', 'processing', 'making_summary', 'done'] as const;
export type ImportStep = (typeof IMPORT_STATES)[number];

/** The import's states, the current one live (from the job's progress and events), and how far it is. */
export function ImportSteps({ step, progress }: { step: ImportStep; progress?: number }) {
  const translate = useTranslate();
  const active = IMPORT_STATES.indexOf(step);
  return (
    <>
      <Stepper activeStep={step === 'done' ? IMPORT_STATES.length : active} sx={{ mb: 2 }} data-testid="import-steps" data-step={step}>
        {IMPORT_STATES.map((state) => (
          <Step key={state}>
            <StepLabel>{translate(`resources.phonebook.import.states.${state}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step !== 'done' ? <LinearProgress variant={progress === undefined ? 'indeterminate' : 'determinate'} value={progress} aria-label={translate(`resources.phonebook.import.states.${step}`)} /> : null}
    </>
  );
}
