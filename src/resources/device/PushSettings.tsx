import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import SendToMobileRoundedIcon from '@mui/icons-material/SendToMobileRounded';
import { useTranslate, type RaRecord } from 'ra-core';
import { recognise, type UserMessage } from '../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useJob } from '../../events/useJob.ts';
import { Modal } from '../../engine/ui/Modal.tsx';
import { deviceApi } from './deviceApi.ts';

/**
 * Device settings push (configuration-areas §4: pushing, then success or fail), a background
 * job watched live. No phone platform is attached: success means the configuration was built
 * and the device takes it at its next fetch, which the texts say.
 */
export function PushSettings({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [jobId, setJobId] = useState<number>();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<UserMessage>();
  const { job, finished } = useJob(jobId);

  const push = async () => {
    setOpen(true);
    setProblem(undefined);
    setJobId(undefined);
    try {
      setJobId((await deviceApi.push(Number(record.id))).job);
    } catch (error) {
      setProblem(failureOf(error).message);
    }
  };
  const failed = finished && job?.state === 'failed' ? (job.error ? recognise(job.error) : { key: 'errors.device_push_failed' }) : undefined;
  const shown = problem ?? failed;
  const pushing = !shown && !(finished && job?.state === 'succeeded');

  return (
    <>
      <Button startIcon={<SendToMobileRoundedIcon />} onClick={() => void push()} data-testid="device-push">
        {translate('resources.device.push.action')}
      </Button>
      <Modal
        open={open}
        size="small"
        title={translate('resources.device.push.title')}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>{translate('resources.device.push.close')}</Button>}
        data-testid="device-push-dialog"
      >
        {shown ? (
          <Alert severity="error" data-testid="device-push-failed">{messageText(shown)}</Alert>
        ) : pushing ? (
          <Alert severity="info" icon={<CircularProgress size={18} />} data-testid="device-pushing">{translate('resources.device.push.pushing')}</Alert>
        ) : (
          <Alert severity="success" data-testid="device-pushed">{translate('resources.device.push.done')}</Alert>
        )}
      </Modal>
    </>
  );
}
