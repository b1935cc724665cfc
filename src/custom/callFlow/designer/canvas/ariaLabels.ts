import type { AriaLabelConfig } from '@xyflow/react';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** React Flow's own screen-reader texts and control titles, in the user's language. */
export function ariaLabels(translate: Translate): Partial<AriaLabelConfig> {
  return {
    'node.a11yDescription.default': translate('designer.a11y.node'),
    'node.a11yDescription.keyboardDisabled': translate('designer.a11y.node_keyboard'),
    'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
      translate('designer.a11y.moved', { direction: translate(`designer.a11y.direction.${direction}`, { _: direction }), x: Math.round(x), y: Math.round(y) }),
    'edge.a11yDescription.default': translate('designer.a11y.edge'),
    'controls.ariaLabel': translate('designer.a11y.controls'),
    'controls.zoomIn.ariaLabel': translate('designer.toolbar.zoom_in'),
    'controls.zoomOut.ariaLabel': translate('designer.toolbar.zoom_out'),
    'controls.fitView.ariaLabel': translate('designer.toolbar.fit_view'),
    'controls.interactive.ariaLabel': translate('designer.toolbar.lock'),
    'minimap.ariaLabel': translate('designer.a11y.minimap'),
    'handle.ariaLabel': translate('designer.a11y.handle'),
  };
}
