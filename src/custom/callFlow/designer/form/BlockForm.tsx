import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import Form from '@rjsf/mui';
import type { RegistryFieldsType, RegistryWidgetsType, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import type { Block, BlockData, BlockKind } from '../../../../../core/callFlow/types.ts';
import { describeFields } from '../../../../engine/schema/fields.ts';
import { localiseErrors } from '../../../../engine/validation/errorMessages.ts';
import { WIDGETS } from '../../../../engine/widgets/registry.ts';
import type { DesignerData } from '../data/designerData.ts';
import { blockUiSchema, CHOICES_WIDGET, TYPED_VALUE_FIELD } from './blockUi.ts';
import { BlockSelectWidget } from './BlockSelectWidget.tsx';
import { ChoicesWidget } from './ChoicesWidget.tsx';
import type { BlockFormContext } from './formContext.ts';
import { formSchemaOf } from './formSchema.ts';
import { loadBlockValidator } from './loadBlockValidator.ts';
import { TypedValueField } from './TypedValueField.tsx';

import { FORM_TEMPLATES as TEMPLATES } from '../../../../engine/form/templates/index.ts';
const BLOCK_WIDGETS: RegistryWidgetsType = { ...WIDGETS, select: BlockSelectWidget, [CHOICES_WIDGET]: ChoicesWidget };
const BLOCK_FIELDS: RegistryFieldsType = { [TYPED_VALUE_FIELD]: TypedValueField };
const DEFAULTS_BEHAVIOUR = { arrayMinItems: { populate: 'never' } } as const;

/*
 * The engine's form grid chooses two columns by the screen's width (ObjectFieldTemplate), but a
 * block's form lives in a side panel about 300-380 px wide whatever the screen: two columns
 * there cut a select to 140 px ("Appoint…", issue 27). Every field of a block takes the
 * panel's whole width.
 */
const ONE_COLUMN = { '& div:has(> [data-field])': { gridTemplateColumns: '1fr' } } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface BlockFormProps {
  kind: BlockKind;
  block: Block;
  flowId: number;
  designerData: DesignerData | undefined;
  onChange(data: BlockData): void;
  readOnly?: boolean;
}

/**
 * A block's properties: the engine's RJSF form (its widgets, templates and reference selectors
 * through the lookups) over the kind's schema and UI schema, checked as the user types by the
 * validators the build compiled (the CSP forbids compiling here). Every change is an edit of
 * the diagram, so undo takes it back and the canvas shows it at once. Completeness is for the
 * rules (the issues list); the schema says only what the store accepts.
 */
export function BlockForm(props: BlockFormProps) {
  const [loaded, setLoaded] = useState<{ kind: BlockKind; validator: ValidatorType }>();
  useEffect(() => {
    let current = true;
    void loadBlockValidator(props.kind).then((validator) => current && setLoaded({ kind: props.kind, validator }));
    return () => {
      current = false;
    };
  }, [props.kind]);
  if (loaded?.kind !== props.kind) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  return <LoadedBlockForm {...props} validator={loaded.validator} />;
}

function LoadedBlockForm({ kind, block, flowId, designerData, onChange, readOnly, validator }: BlockFormProps & { validator: ValidatorType }) {
  const translate = useTranslate();
  const uiSchema = useMemo(() => blockUiSchema(kind, translate), [kind, translate]);
  const fields = useMemo(() => describeFields(formSchemaOf(kind), formSchemaOf(kind)), [kind]);
  const data = useMemo(() => block.data ?? {}, [block.data]);
  // RJSF fills in defaults when it draws a form; only what the user does is an edit.
  const touched = useRef(false);
  const formContext = useMemo<BlockFormContext>(
    () => ({ resource: 'call_flow', recordId: flowId, setUnresolved: () => {}, designerData, blockData: data }),
    [flowId, designerData, data],
  );
  const transformErrors = useCallback((errors: RJSFValidationError[]) => localiseErrors(errors, fields, translate), [fields, translate]);
  const markTouched = () => {
    touched.current = true;
  };

  return (
    <Box onKeyDownCapture={markTouched} onMouseDownCapture={markTouched} onPasteCapture={markTouched} sx={ONE_COLUMN} data-testid="cf-block-form">
      <Form
        schema={formSchemaOf(kind) as object}
        uiSchema={uiSchema}
        validator={validator}
        formData={data}
        formContext={formContext}
        idPrefix={`block_${block.type}`}
        widgets={BLOCK_WIDGETS}
        fields={BLOCK_FIELDS}
        templates={TEMPLATES}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        showErrorList={false}
        noHtml5Validate
        liveValidate="onChange"
        transformErrors={transformErrors}
        readonly={readOnly}
        onChange={(event) => {
          const next = (event.formData ?? {}) as BlockData;
          if (touched.current && !same(next, data)) onChange(next);
        }}
      />
    </Box>
  );
}
