import type { Area } from '../../engine/index.ts';
import { PhoneNumberList } from './PhoneNumberList.tsx';
import { WhereItGoesButton } from './WhereItGoesButton.tsx';

/**
 * Phone numbers: the engine's list and forms, with "where does this number go" on each row
 * and on a number's page: the test call's trace of the flow the number routes to (issue 11).
 */
export const didRouting: Area = {
  resource: 'did_routing',
  pages: { list: PhoneNumberList },
  EditActions: WhereItGoesButton,
};
