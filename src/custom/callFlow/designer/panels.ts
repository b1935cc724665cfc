import type { ComponentType } from 'react';
import type { Diagram, TraceStep } from '../../../../core/callFlow/types.ts';

/** What a side panel of the designer gets: the diagram as edited now, and a way to show a call's path on the canvas. */
export interface DesignerPanelProps {
  diagram: Diagram;
  flowId: number;
  /** Highlights the blocks and links of these steps; null clears the path. */
  onPath(steps: TraceStep[] | null): void;
}

export interface DesignerPanel {
  id: string;
  /** Locale key of its tab. */
  label: string;
  load(): Promise<{ default: ComponentType<DesignerPanelProps> }>;
}

type PanelModule = { default?: ComponentType<DesignerPanelProps>; TestCallPanel?: ComponentType<DesignerPanelProps> };

/*
 * The test call (src/custom/callFlow/testCall/, its own folder) is a side tab once its panel
 * exists: found by a glob, so the designer builds with or without it.
 */
const testCall = Object.values(import.meta.glob<PanelModule>('../testCall/TestCallPanel.tsx'))[0];

/**
 * The designer's side tabs beyond properties and issues, in order. A panel of another part of
 * the portal adds one line here.
 */
export const DESIGNER_PANELS: DesignerPanel[] = [
  ...(testCall
    ? [
        {
          id: 'test_call',
          label: 'designer.panel.test_call',
          load: async () => {
            const module = await testCall();
            return { default: (module.default ?? module.TestCallPanel)! };
          },
        },
      ]
    : []),
];

type ResultsModule = { default?: ComponentType<{ results: unknown[]; diagram?: Diagram }> };

/** The test cases' results beside a confirmed save, drawn by the test call's own component when it is there. */
export const loadTestResultsSummary = Object.values(import.meta.glob<ResultsModule>('../testCall/TestResultsSummary.tsx'))[0];
