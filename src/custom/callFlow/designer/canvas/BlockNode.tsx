import { memo } from 'react';
import { Handle, Position, useStore, type NodeProps, type ReactFlowState } from '@xyflow/react';
import { useTranslate } from 'ra-core';
import { portText } from '../../../../../core/callFlow/messages.ts';
import { kindOf } from '../kinds.ts';
import { BlockIcon } from './BlockIcon.tsx';
import { nodeGeometry } from './geometry.ts';
import { issueText } from './issueText.ts';
import { useBlockNodeContext } from './nodeContext.ts';
import { blockSummary, hasSummary } from './summary.ts';
import type { BlockFlowNode } from './types.ts';
import './blockNode.css';

/** Below this zoom a block's texts are too small to read: it is drawn as a plain box of its size. */
export const FAR_ZOOM = 0.35;
const isFar = (s: ReactFlowState) => s.transform[2] < FAR_ZOOM;

/**
 * A block on the canvas: its kind's icon and name, one line of what it does, an input on the
 * left (but for the start) and one output per port on the right, each named. Plain elements
 * with fixed row heights (geometry.ts computes the same size and handle places) and one
 * stylesheet, no MUI component per node but the icon: a canvas holds thousands.
 */
function BlockNodeView(props: NodeProps<BlockFlowNode>) {
  // Zoomed far out (a whole large diagram in view), thousands of blocks are drawn at once: each
  // is then only its box, same size, same colours, so the links still meet its ports.
  const far = useStore(isFar);
  return far ? <FarBlock {...props} /> : <FullBlock {...props} />;
}

function classesOf({ data, selected }: NodeProps<BlockFlowNode>, errors: number, warnings: number, extra = ''): string {
  const { greyed, mark, highlighted } = data;
  return [
    'cfd-node',
    extra,
    selected ? 'cfd-selected' : '',
    greyed ? 'cfd-greyed' : '',
    errors ? 'cfd-has-error' : warnings ? 'cfd-has-warning' : '',
    mark ? `cfd-mark-${mark}` : '',
    highlighted ? 'cfd-highlighted' : '',
  ].join(' ');
}

function FarBlock(props: NodeProps<BlockFlowNode>) {
  const { block, issues, mark } = props.data;
  const errors = issues?.filter((issue) => issue.severity === 'error').length ?? 0;
  const ports = kindOf(block.type)?.ports(block.data ?? {}) ?? [];
  const { height } = nodeGeometry(block, ports, { summary: hasSummary(block.type), mark: Boolean(mark) });
  return (
    <div
      className={classesOf(props, errors, (issues?.length ?? 0) - errors, 'cfd-far')}
      style={{ height }}
      data-testid="cf-block"
      data-block-id={block.id}
      data-block-type={block.type}
    />
  );
}

function FullBlock(props: NodeProps<BlockFlowNode>) {
  const { data } = props;
  const translate = useTranslate();
  const { labelOf } = useBlockNodeContext();
  const { block, issues, mark } = data;
  const kind = kindOf(block.type);
  const blockData = block.data ?? {};
  const ports = kind ? kind.ports(blockData) : [];
  const errors = issues?.filter((issue) => issue.severity === 'error').length ?? 0;
  const warnings = (issues?.length ?? 0) - errors;
  const name = translate(`blocks.kinds.${block.type}.name`, { _: block.type });
  const classes = classesOf(props, errors, warnings);

  return (
    <div className={classes} data-testid="cf-block" data-block-id={block.id} data-block-type={block.type}>
      {(kind?.hasInput ?? block.type !== 'start') && <Handle type="target" position={Position.Left} className="cfd-input" />}
      <div className="cfd-head">
        <BlockIcon type={block.type} className="cfd-icon" fontSize="small" aria-hidden />
        <span className="cfd-name">{name}</span>
        {issues && issues.length > 0 && (
          <span
            className={errors ? 'cfd-badge cfd-badge-error' : 'cfd-badge cfd-badge-warning'}
            title={issues.map((issue) => issueText(issue, translate)).join('\n')}
            data-testid="cf-block-issues"
          >
            {issues.length}
          </span>
        )}
      </div>
      {hasSummary(block.type) && <div className="cfd-summary">{blockSummary(block, translate, labelOf)}</div>}
      {mark && <div className="cfd-mark-text">{translate(`designer.mark.${mark}`)}</div>}
      {ports.length > 0 && (
        <div className="cfd-ports">
          {ports.map((port) => (
            <div key={port} className="cfd-port" data-port={port}>
              <span className="cfd-port-label">{portText(port, kind?.portLabel(blockData, port) ?? '', translate)}</span>
              <Handle type="source" position={Position.Right} id={port} className="cfd-output" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

export const BlockNode = memo(BlockNodeView);
