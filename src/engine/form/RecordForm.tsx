import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import Form from '@rjsf/mui';
import { getDefaultFormState, type CustomValidator, type ErrorSchema, type RJSFValidationError, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { useTranslate, type Identifier } from 'ra-core';
import type { ResourceDefinition } from '../schema/definition.ts';
import { localiseErrors } from '../validation/errorMessages.ts';
import { WIDGETS } from '../widgets/registry.ts';
import type { EngineFormContext } from '../widgets/formContext.ts';
import { sameData, toFormData } from './formData.ts';
import { buildUiSchema, type FormMode } from './uiSchema.ts';
import { useValidator } from './useValidator.ts';
import { lockFields, ReadOnlyFormContext, useWriteAccess } from './useWriteAccess.ts';

type Data = Record<string, unknown>;

/** The engine's layout of a record, of lists of objects and of their rows. */
import { FORM_TEMPLATES as TEMPLATES } from './templates/index.ts';

/**
 * Lists start empty rather than filled up to their minItems with blank entries: the user
 * chooses each item (countries, extensions), and minItems says so if none is chosen.
 */
const DEFAULTS_BEHAVIOUR = { arrayMinItems: { populate: 'never' } } as const;

export interface RecordFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The stored record (edit) or the values a new one starts with (create). */
  record?: Data;
  recordId?: Identifier;
  /** Per-page changes to the UI schema, e.g. a contact's phonebook set by the page and hidden. */
  uiOverrides?: UiSchema;
  /** The server's field errors of the last save, translated, by field. */
  serverErrors?: Record<string, string>;
  saving: boolean;
  onSubmit(formData: Data): void;
  onDirtyChange?(dirty: boolean): void;
  /**
   * The page's own follow-up to a change, e.g. a new wake-up call that takes the chosen
   * extension's default message: given the data as the user left it and as it was before.
   */
  adjust?(next: Data, previous: Data): Data;
  /** The form's buttons; a submit button among them saves. */
  children: ReactNode;
}

/**
 * The one form of every configuration area, for create and edit alike: RJSF (MUI theme) over
 * the resource's schema, validated by the same schema as the server, messages in the user's
 * language at their fields, the server's own field errors next to them.
 */
export function RecordForm(props: RecordFormProps) {
  const validator = useValidator(props.definition);
  if (!validator) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  return <LoadedForm {...props} validator={validator} />;
}

function LoadedForm({
  definition,
  mode,
  record,
  recordId,
  uiOverrides,
  serverErrors,
  saving,
  onSubmit,
  onDirtyChange,
  adjust,
  children,
  validator,
}: RecordFormProps & { validator: ValidatorType }) {
  const translate = useTranslate();
  const schema = definition.formSchema as object;
  const initial = useMemo(
    () => getDefaultFormState(validator, schema, toFormData(definition, record), schema, false, DEFAULTS_BEHAVIOUR) as Data,
    [validator, schema, definition, record],
  );
  const [formData, setFormData] = useState<Data>(initial);
  const [attempted, setAttempted] = useState(false);
  const [submitted, setSubmitted] = useState<Data>();
  const unresolved = useRef(new Set<string>());

  const dirty = !sameData(formData, initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // What the user may not change is shown read-only; a form they may not change at all offers no save.
  const access = useWriteAccess(definition.name);
  const changeable = useMemo(() => (mode === 'create' ? (access.mayCreate ? 'all' : new Set<string>()) : access.changeable(record ?? {})), [access, mode, record]);
  const readOnly = changeable !== 'all' && changeable.size === 0;
  const uiSchema = useMemo(
    () => buildUiSchema(definition, translate, mode, lockFields(uiOverrides, definition.order, changeable)),
    [definition, translate, mode, uiOverrides, changeable],
  );
  const formContext = useMemo<EngineFormContext>(
    () => ({
      resource: definition.name,
      recordId,
      setUnresolved: (field, isUnresolved) => {
        if (isUnresolved) unresolved.current.add(field);
        else unresolved.current.delete(field);
      },
    }),
    [definition.name, recordId],
  );
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => localiseErrors(errors, definition.fields, translate),
    [definition.fields, translate],
  );
  const customValidate = useCallback<CustomValidator>(
    (_data, errors) => {
      for (const field of unresolved.current) {
        (errors as Record<string, { addError(message: string): void }>)[field]?.addError(translate('engine.selector.select_a_value'));
      }
      return errors;
    },
    [translate],
  );
  // A server error stays at its field until the user changes that field.
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if (submitted && sameData(formData[field], submitted[field])) out[field] = { __errors: [message] };
    }
    return out as ErrorSchema;
  }, [serverErrors, submitted, formData]);

  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      formContext={formContext}
      idPrefix={definition.name}
      widgets={WIDGETS}
      templates={TEMPLATES}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      liveValidate={attempted ? 'onChange' : undefined}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
      disabled={saving}
      readonly={readOnly}
      onChange={(event) => {
        const next = (event.formData ?? {}) as Data;
        // Not in an updater: a page's adjust may remember what it offered, and an updater may run twice.
        setFormData(adjust ? adjust(next, formData) : next);
      }}
      onError={() => setAttempted(true)}
      onSubmit={(event) => {
        const data = (event.formData ?? {}) as Data;
        setAttempted(true);
        setSubmitted(data);
        onSubmit(data);
      }}
    >
      <ReadOnlyFormContext.Provider value={readOnly}>{children}</ReadOnlyFormContext.Provider>
    </Form>
  );
}
