import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Divider, FormControlLabel, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import PhoneInTalkRoundedIcon from '@mui/icons-material/PhoneInTalkRounded';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { Diagram, TraceStep } from '../../../../core/callFlow/types.ts';
import { blockNamer } from './labels.ts';
import { defaultForm, fromScenario, toScenario, type ScenarioForm } from './scenario.ts';
import { ScenarioFields } from './ScenarioFields.tsx';
import { testCallApi } from './testCallApi.ts';
import { TestCases } from './TestCases.tsx';
import { TracePath } from './TracePath.tsx';
import { useStepper } from './useStepper.ts';
import { useRoutingDiagram } from './useRoutingDiagram.ts';
import { useTrace } from './useTrace.ts';

export interface TestCallPanelProps {
  /** The diagram as it is on the canvas, saved or not (pass the same object while it does not change). */
  diagram: Diagram;
  flowId: number;
  /** The path up to the current step, for the canvas to highlight; [] when there is none. */
  onPath(steps: TraceStep[]): void;
}

/**
 * The designer's test call (issue 11): the tester chooses the calling and dialled numbers, the
 * moment and what happens at each choice; the path is shown block by block with its reasons,
 * highlighted on the canvas and stepped through while the prompts are heard. Below it, the
 * flow's test cases.
 */
export function TestCallPanel({ diagram: edited, flowId, onPath }: TestCallPanelProps) {
  const diagram = useRoutingDiagram(edited);
  const translate = useTranslate();
  const messageText = useMessageText();
  const [form, setForm] = useState<ScenarioForm>(() => defaultForm(diagram));
  const [ran, setRan] = useState(false);
  const [sound, setSound] = useState(true);
  const numbers = useApiRead(['did_routing', 'call_flow', flowId], (signal) => testCallApi.numbersOf(flowId, signal));
  const routed = useMemo(() => numbers.data ?? [], [numbers.data]);

  const [dialledChosen, setDialledChosen] = useState(false);

  // Until the tester chooses, the first number routed here is the one meant; a toggle block
  // added while the panel is open counts with its active option.
  const current = useMemo<ScenarioForm>(
    () => ({
      ...form,
      dialled: dialledChosen || form.dialled ? form.dialled : (routed[0]?.did ?? ''),
      toggles: { ...defaultForm(diagram).toggles, ...form.toggles },
    }),
    [form, dialledChosen, routed, diagram],
  );
  const change = (next: ScenarioForm) => {
    if (next.dialled !== current.dialled) setDialledChosen(true);
    setForm(next);
  };

  const scenario = useMemo(() => toScenario(current), [current]);
  const state = useTrace(diagram, flowId, ran ? scenario : null);
  const stepper = useStepper(state.trace, diagram, flowId, onPath, sound);
  const name = blockNamer(diagram, translate);

  // The path is below the choices: brought into view when the tester asks for it.
  const pathBox = useRef<HTMLDivElement>(null);
  const wantPath = useRef(false);
  useEffect(() => {
    if (!wantPath.current || !state.trace) return;
    wantPath.current = false;
    pathBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [state.trace]);
  const run = () => {
    wantPath.current = true;
    setRan(true);
  };

  return (
    <Stack spacing={2} data-testid="test-call-panel" aria-label={translate('test_call.title')} component="section">
      <ScenarioFields diagram={diagram} form={current} onChange={change} numbers={numbers.data ? routed : numbers.error ? 'failed' : 'loading'} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PhoneInTalkRoundedIcon />} onClick={run} data-testid="test-call-run">
          {translate('test_call.actions.run')}
        </Button>
        <FormControlLabel control={<Switch size="small" checked={sound} onChange={(_e, on) => setSound(on)} />} label={translate('test_call.fields.sound')} />
      </Box>
      {ran && state.checking ? <LinearProgress aria-label={translate('test_call.path.checking')} /> : null}
      {state.failure ? <Alert severity="warning">{translate('test_call.path.server_failed', { reason: messageText(state.failure) })}</Alert> : null}
      {state.trace ? (
        <Box ref={pathBox}>
          <TracePath
            trace={state.trace}
            name={name}
            current={stepper.current}
            onSelect={stepper.select}
            playing={stepper.playing}
            onPlay={stepper.play}
            onPause={stepper.pause}
          />
        </Box>
      ) : null}
      {state.trace && state.source === 'local' && !state.checking ? (
        <Typography variant="caption" color="text.secondary">
          {translate('test_call.path.local')}
        </Typography>
      ) : null}
      {stepper.audioFailed ? <Alert severity="warning">{translate('errors.audio_download')}</Alert> : null}
      <Divider />
      <TestCases
        diagram={diagram}
        flowId={flowId}
        scenario={scenario}
        trace={state.trace}
        onLoad={(stored) => {
          setForm(fromScenario(stored, diagram));
          setDialledChosen(true);
          run();
        }}
      />
    </Stack>
  );
}

export default TestCallPanel;
