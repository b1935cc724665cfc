import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import type { CreatePageProps } from '../form/CreatePage.tsx';
import type { EditPageProps } from '../form/EditPage.tsx';

// The forms (RJSF and the compiled validators) load when a form is opened, not with the list.
const CreatePage = lazy(() => import('../form/CreatePage.tsx'));
const EditPage = lazy(() => import('../form/EditPage.tsx'));

export function FormSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress size={32} />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

/** The engine's create page, for an area's own routes too (a phonebook's new contact). */
export function CreateRecordPage(props: CreatePageProps) {
  return (
    <FormSuspense>
      <CreatePage {...props} />
    </FormSuspense>
  );
}

/** The engine's edit page, for an area's own routes too (a phonebook's contact). */
export function EditRecordPage(props: EditPageProps) {
  return (
    <FormSuspense>
      <EditPage key={String(props.id)} {...props} />
    </FormSuspense>
  );
}
