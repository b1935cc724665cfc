import { lazy } from 'react';
import { Route } from 'react-router';
import { SectionPageGuard } from '../sections/SectionPageGuard.tsx';

const CheatSheetPage = lazy(() => import('./CheatSheetPage.tsx'));
const PricingPage = lazy(() => import('./PricingPage.tsx'));

const CHEAT_SHEET = '/help_support/cheat_sheet';
const PRICING = '/help_support/pricing';

/** Help and Support's pages (portal-overview §2); the section page itself is src/custom/sections/. */
export const routes = [
  <Route key="cheat-sheet" path={CHEAT_SHEET} element={<SectionPageGuard route={CHEAT_SHEET}><CheatSheetPage /></SectionPageGuard>} />,
  <Route key="pricing" path={PRICING} element={<SectionPageGuard route={PRICING}><PricingPage /></SectionPageGuard>} />,
];
