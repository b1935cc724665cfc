import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Box, Button, Slider, Typography } from '@mui/material';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import ZoomInRoundedIcon from '@mui/icons-material/ZoomInRounded';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { sessionState, startSession } from '../../../auth/session.ts';
import { useSession } from '../../../auth/useSession.ts';
import { AVATAR_TYPES, avatarTooLarge, imageTypeOf, type AvatarType } from '../../../../core/domain/avatar.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { Modal } from '../../../engine/ui/Modal.tsx';
import { cropImage } from './cropImage.ts';

interface Chosen {
  url: string;
  type: AvatarType;
}

const MAX_ZOOM = 4;

/**
 * The profile picture (portal-overview §5): one JPEG or PNG, cropped square, sent as the
 * multipart field `avatar`. Save waits for a new picture: nothing is sent when unchanged.
 */
export default function AvatarModal({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const messageText = useMessageText();
  const session = useSession();
  const current = session.status === 'signed-in' ? session.profile : undefined;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen>();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [problem, setProblem] = useState<UserMessage>();
  const [saving, setSaving] = useState(false);

  useEffect(() => () => chosen && URL.revokeObjectURL(chosen.url), [chosen]);

  const choose = async (files: FileList | null) => {
    setProblem(undefined);
    if (!files || files.length === 0) return;
    if (files.length > 1) return setProblem({ key: 'account.avatar.one_file' });
    const file = files[0];
    const type = imageTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!type) return setProblem({ key: 'errors.avatar_invalid_type' });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setChosen({ url: URL.createObjectURL(file), type });
  };

  const save = async () => {
    if (!chosen || !area || saving) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const image = await cropImage(chosen.url, area, chosen.type);
      if (avatarTooLarge(image.size)) {
        setProblem({ key: 'avatar_error_larger' });
        return;
      }
      const form = new FormData();
      form.append('avatar', image, chosen.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
      // The document's upload field is the image's bytes; the browser sends them as multipart FormData.
      const { avatar } = await resultOf(apiClient.POST('/v1/profile/avatar/', { body: form as unknown as { avatar: string } }));
      const state = sessionState();
      if (state.status === 'signed-in') startSession({ ...state.profile, avatar });
      refresh();
      notify('account.avatar.saved', { type: 'success' });
      onClose();
    } catch (error) {
      const failure = failureOf(error);
      setProblem(failure.status === 413 ? { key: 'avatar_error_larger' } : (failure.fields.avatar ?? failure.message));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="medium"
      title={translate('account.avatar.title')}
      onClose={onClose}
      data-testid="avatar-modal"
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {translate('account.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={!chosen || !area || saving}>
            {translate(saving ? 'account.saving' : 'account.save')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {problem ? <Alert severity="error">{messageText(problem)}</Alert> : null}
        <Box
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            void choose(event.dataTransfer.files);
          }}
          sx={{ position: 'relative', height: 320, borderRadius: 2, overflow: 'hidden', bgcolor: chosen ? '#10131a' : 'action.hover' }}
        >
          {chosen ? (
            <Cropper
              image={chosen.url}
              crop={crop}
              zoom={zoom}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="rect"
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          ) : (
            <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
              <Avatar src={current?.avatar ?? undefined} alt={current?.name || current?.username} sx={{ width: 128, height: 128, fontSize: 48 }} />
              <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center', px: 3 }}>
                {translate('account.avatar.hint')}
              </Typography>
            </Box>
          )}
        </Box>
        {chosen ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
            <ZoomInRoundedIcon color="action" aria-hidden />
            <Slider
              value={zoom}
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              onChange={(_event, value) => setZoom(value as number)}
              aria-label={translate('account.avatar.zoom')}
            />
          </Box>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternateRoundedIcon />} onClick={() => input.current?.click()} disabled={saving}>
            {translate(chosen ? 'account.avatar.choose_other' : 'account.avatar.choose')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {translate('account.avatar.rules')}
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          data-testid="avatar-file"
          onChange={(event) => {
            void choose(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
    </Modal>
  );
}
