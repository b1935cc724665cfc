import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/useSession.ts';
import { closeAccountDialog, useOpenAccountDialog } from './accountDialogs.ts';

// Each modal loads when first opened: the cropper, the country catalogue and the strength
// dictionaries stay out of the shell's first load.
const ChangePasswordModal = lazy(() => import('./changePassword/ChangePasswordModal.tsx'));
const UserSettingsModal = lazy(() => import('./userSettings/UserSettingsModal.tsx'));
const AvatarModal = lazy(() => import('./avatar/AvatarModal.tsx'));
const ImpersonateModal = lazy(() => import('./impersonation/ImpersonateModal.tsx'));

/**
 * The account modals of the profile menu. While the initial password is set, the change
 * password modal is open and cannot be closed (portal-overview §4), whatever else was asked.
 */
export function AccountDialogs() {
  const session = useSession();
  const dialog = useOpenAccountDialog();
  const mustChange = session.status === 'signed-in' && session.profile.initial_password;
  return (
    <Suspense fallback={null}>
      {mustChange ? (
        <ChangePasswordModal locked onClose={closeAccountDialog} />
      ) : dialog === 'changePassword' ? (
        <ChangePasswordModal onClose={closeAccountDialog} />
      ) : dialog === 'userSettings' ? (
        <UserSettingsModal onClose={closeAccountDialog} />
      ) : dialog === 'avatar' ? (
        <AvatarModal onClose={closeAccountDialog} />
      ) : dialog === 'impersonate' ? (
        <ImpersonateModal onClose={closeAccountDialog} />
      ) : null}
    </Suspense>
  );
}
