import type { WidgetProps } from '@rjsf/utils';
import { Widgets } from '@rjsf/mui';

/** Longer text: the MUI theme's textarea, three lines to start with. */
export function TextareaWidget(props: WidgetProps) {
  return <Widgets.TextareaWidget {...props} options={{ rows: 3, ...props.options }} />;
}
