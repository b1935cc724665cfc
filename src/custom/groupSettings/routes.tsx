import { lazy } from 'react';
import { Route } from 'react-router';

const GroupSettingsPage = lazy(() => import('./GroupSettingsPage.tsx'));

/** /configuration/group-settings: every group setting of configuration-areas §3, where an administrator looks for them. */
export const routes = [<Route key="group-settings" path="/configuration/group-settings" element={<GroupSettingsPage />} />];
