import { SvgIcon, type SvgIconProps } from '@mui/material';
import { FALLBACK_ICON } from '../../../../../core/help/blockIconPaths.ts';
import { kindOf } from '../kinds.ts';

/**
 * A block kind's icon: the SVG path data its block.ts gives, in MUI's SvgIcon (so it takes
 * the same colour and size props as an MUI icon). An unknown type (an old diagram) gets a
 * neutral icon rather than nothing.
 */
export function BlockIcon({ type, ...props }: SvgIconProps & { type: string }) {
  const paths = kindOf(type)?.icon ?? FALLBACK_ICON;
  return (
    <SvgIcon {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </SvgIcon>
  );
}
