import { useMemo } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useSession } from '../../auth/useSession.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { CreateRecordPage, type AreaPageProps } from '../../engine/index.ts';

/**
 * A new extension starts with the group's allowed countries as its origin and destination
 * countries (issue 27): an extension may never be given more than its group allows, and most
 * are given exactly that, so the form starts there instead of empty. The group is read first;
 * should it fail, the form starts empty as before and the user picks them.
 */
export function ExtensionCreate({ resource, paths }: AreaPageProps) {
  const session = useSession();
  const groupId = session.status === 'signed-in' ? session.profile.group_id : null;
  const group = useApiRead(['extension', 'new', 'group', groupId], (signal) =>
    groupId === null ? Promise.resolve(null) : resultOf(apiClient.GET('/v1/groups/{id}/', { params: { path: { id: groupId } }, signal }), signal),
  );
  const initial = useMemo(() => {
    const countries = group.data as { allowed_origination_countries?: string[]; allowed_destination_countries?: string[] } | null | undefined;
    return {
      ...(countries?.allowed_origination_countries?.length ? { origin_countries: countries.allowed_origination_countries } : {}),
      ...(countries?.allowed_destination_countries?.length ? { destination_countries: countries.allowed_destination_countries } : {}),
    };
  }, [group.data]);

  if (group.data === undefined && group.error === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  return <CreateRecordPage resource={resource} paths={paths} initial={initial} />;
}
