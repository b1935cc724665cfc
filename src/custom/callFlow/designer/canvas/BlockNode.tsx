import { createElement, memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslate } from 'ra-core';
import { portText } from '../../../../domain/callFlow/messages.ts';
import { kindOf } from '../kinds.ts';
import { blockIcon } from './blockIcons.ts';
import { issueText } from './issueText.ts';
import { useBlockNodeContext } from './nodeContext.ts';
import { blockSummary, hasSummary } from './summary.ts';
import type { BlockFlowNode } from './types.ts';
import './blockNode.css';

/**
 * A block on the canvas: its kind's icon and name, one line of what it does, an input on the
 * left (but for the start) and one output per port on the right, each named. Plain elements
 * with fixed row heights (geometry.ts computes the same size and handle places) and one
 * stylesheet, no MUI component per node but the icon: a canvas holds thousands.
 */
function BlockNodeView({ data, selected }: NodeProps<BlockFlowNode>) {
  const translate = useTranslate();
  const { labelOf } = useBlockNodeContext();
  const { block, issues, greyed, mark, highlighted } = data;
  const kind = kindOf(block.type);
  const blockData = block.data ?? {};
  const ports = kind ? kind.ports(blockData) : [];
  const errors = issues?.filter((issue) => issue.severity === 'error').length ?? 0;
  const warnings = (issues?.length ?? 0) - errors;
  const name = translate(`blocks.kinds.${block.type}.name`, { _: block.type });
  const classes = [
    'cfd-node',
    selected ? 'cfd-selected' : '',
    greyed ? 'cfd-greyed' : '',
    errors ? 'cfd-has-error' : warnings ? 'cfd-has-warning' : '',
    mark ? `cfd-mark-${mark}` : '',
    highlighted ? 'cfd-highlighted' : '',
  ].join(' ');

  return (
    <div className={classes} data-testid="cf-block" data-block-id={block.id} data-block-type={block.type}>
      {(kind?.hasInput ?? block.type !== 'start') && <Handle type="target" position={Position.Left} className="cfd-input" />}
      <div className="cfd-head">
        {createElement(blockIcon(kind?.icon, block.type), { className: 'cfd-icon', fontSize: 'small', 'aria-hidden': true })}
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
