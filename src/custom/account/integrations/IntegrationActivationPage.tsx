import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslate } from 'ra-core';
import { loadProfile } from '../../../auth/authProvider.ts';
import { startSession } from '../../../auth/session.ts';
import { useSession } from '../../../auth/useSession.ts';
import { activationRequest, DEFAULT_ACTIVATION_KEY_NAME, DEFAULT_REDIRECT, isPortalPath } from '../../../../core/domain/integrationActivation.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { stored } from '../../../dataProvider/records.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { failureOf } from '../../../dataProvider/failureMessage.ts';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { PublicPage } from '../../publicPage/PublicPage.tsx';
import { AccountDialogs } from '../AccountDialogs.tsx';
import { IntegrationConsent } from './IntegrationConsent.tsx';
import { RequestFailure as Failure } from './RequestFailure.tsx';
import { isOpenableAddress } from './leaveTo.ts';
import type { Integration } from './integration.ts';
import { wholeRecords } from '../../../dataProvider/wholeRecords.ts';


/** Each goes through the server, which checks the address to return to (deny included). */
type Action = 'subscribe' | 'unsubscribe' | 'deny';

const ACTION_PATHS = {
  subscribe: '/v1/integrations/subscribe/{kind}/',
  unsubscribe: '/v1/integrations/unsubscribe/{kind}/',
  deny: '/v1/integrations/deny/{kind}/',
} as const satisfies Record<Action, string>;

/**
 * /integrations/{kind}/activate/ (portal-overview §2, §4): a partner asks to be allowed.
 * Allow, Unsubscribe and Deny go through the server, which answers where to go next (Deny:
 * back to the partner with error=access_denied). An unknown slug goes to the dashboard.
 */
export default function IntegrationActivationPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { kind = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const list = useApiRead<{ results: Integration[] } | Integration[]>(['integration', 'all'], (signal) =>
    resultOf(apiClient.GET('/v1/integrations/', { params: { query: { page_size: 1000 } }, signal }), signal).then(wholeRecords).then((answer) => ({ results: answer.results.map(stored) })),
  );
  const [busy, setBusy] = useState<Action>();
  const [failure, setFailure] = useState<{ action: Action; message: UserMessage }>();

  if (session.status !== 'signed-in') return null;
  const { profile } = session;
  const integrations = Array.isArray(list.data) ? list.data : list.data?.results;
  const integration = integrations?.find((i) => i.slug === kind);
  if (integrations && !integration) return <Navigate to={DEFAULT_REDIRECT} replace />;

  const request = activationRequest(search, integration?.activation_key_name || DEFAULT_ACTIVATION_KEY_NAME);

  const go = async (target: string) => {
    if (!isOpenableAddress(target)) target = DEFAULT_REDIRECT;
    if (isPortalPath(target)) {
      // The profile lists the active integrations; the portal shows them from there.
      startSession(await loadProfile().catch(() => profile));
      navigate(target, { replace: true });
    } else {
      window.location.assign(target);
    }
  };

  const act = (action: Action) => {
    if (!integration) return;
    setBusy(action);
    setFailure(undefined);
    resultOf(apiClient.POST(ACTION_PATHS[action], { params: { path: { kind: integration.slug } }, body: request.body }))
      .then((answer) => go(answer.redirect || request.redirect))
      .catch((error: unknown) => {
        // The server's own words: a refused parameter (the redirect) says more than "some fields are not valid".
        const mapped = failureOf(error);
        setFailure({ action, message: Object.values(mapped.fields)[0] ?? mapped.message });
        setBusy(undefined);
      });
  };


  let content;
  if (list.error) {
    content = <Failure message={failureOf(list.error).message} onRetry={list.retry} />;
  } else if (!integration) {
    content = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={32} aria-label={translate('account.loading')} />
      </Box>
    );
  } else if (!profile.entitlements.integrations) {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning">
          <AlertTitle>{translate('account.integration.no_entitlement_title')}</AlertTitle>
          {translate('account.integration.no_entitlement', { name: integration.name })}
        </Alert>
        <Button variant="contained" onClick={() => navigate(DEFAULT_REDIRECT)}>
          {translate('not_found.to_dashboard')}
        </Button>
      </Box>
    );
  } else {
    content = (
      <IntegrationConsent
        integration={integration}
        profile={profile}
        active={profile.integrations.includes(integration.id)}
        redirect={request.redirect}
        busy={busy}
        failure={failure ? <Failure message={failure.message} onRetry={() => act(failure.action)} /> : null}
        onAllow={() => act('subscribe')}
        onUnsubscribe={() => act('unsubscribe')}
        onDeny={() => act('deny')}
      />
    );
  }

  return (
    <PublicPage width={520}>
      {content}
      <AccountDialogs />
    </PublicPage>
  );
}
