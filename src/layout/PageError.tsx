import { Error as RaError, type ErrorProps } from 'react-admin';
import { useTranslate } from 'ra-core';
import { isChunkLoadError, LoadFailureMessage } from './LoadFailure.tsx';

/**
 * The signed-in layout's error page (react-admin Layout `error`): a page whose chunk did not load
 * gets the reload message; any other error react-admin's own page.
 */
export function PageError(props: ErrorProps) {
  const translate = useTranslate();
  if (isChunkLoadError(props.error)) return <LoadFailureMessage translate={translate} chunk />;
  return <RaError {...props} resetErrorBoundary={() => undefined} />;
}
