import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { downloadFile } from '../../engine/ui/download.ts';
import { BlockPicture } from './BlockPicture.tsx';
import { PICTURE_MARGIN } from '../../../core/help/blockPicture.ts';
import { CHEAT_SHEET_DIAGRAM_RULES, CHEAT_SHEET_FILE, cheatSheetBlocks } from '../../../core/help/cheatSheet.ts';

/**
 * /help_support/cheat_sheet: every block of a call flow, a picture of it as the designer draws
 * it, what it does and its rules (configuration-areas §3, §5), and the same as a PDF the server
 * writes in the user's language (the portal sends its language as Accept-Language).
 */
export default function CheatSheetPage() {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>();
  const blocks = useMemo(() => cheatSheetBlocks(translate), [translate]);
  // Every picture gets the tallest one's room, so the cards' headings line up in a row.
  const pictureRoom = Math.max(...blocks.map(({ picture }) => picture.height)) + 2 * PICTURE_MARGIN;

  const download = async () => {
    setDownloading(true);
    setError(undefined);
    try {
      downloadFile((await resultOf(apiClient.GET('/v1/help_support/cheat_sheet/', { parseAs: 'blob' }))) as Blob, CHEAT_SHEET_FILE);
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader
        title={translate('menu.cheat_sheet')}
        actions={
          <Button variant="contained" startIcon={<DownloadRoundedIcon />} onClick={() => void download()} disabled={downloading}>
            {translate(downloading ? 'cheat_sheet.downloading' : 'cheat_sheet.download')}
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {translate('cheat_sheet.intro')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageText(failureOf(error).message)}
        </Alert>
      ) : null}
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('cheat_sheet.diagram_title')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {CHEAT_SHEET_DIAGRAM_RULES.map((rule) => (
              <li key={rule}>
                <Typography variant="body2">{translate(`cheat_sheet.diagram.${rule}`)}</Typography>
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('cheat_sheet.blocks_title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
        {blocks.map(({ type, name, description, rules, picture }) => (
          <Card key={type} variant="outlined" component="section" aria-labelledby={`block-${type}`} data-testid="cheat-sheet-block">
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: pictureRoom, bgcolor: 'action.hover', borderRadius: 1, py: 1.5, px: 1, mb: 1.5, boxSizing: 'content-box' }}>
                <BlockPicture picture={picture} label={translate('cheat_sheet.picture_label', { name })} />
              </Box>
              <Typography id={`block-${type}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {description}
              </Typography>
              {rules.length === 0 ? (
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {translate('cheat_sheet.no_rules')}
                </Typography>
              ) : (
                <Box component="ul" aria-label={translate('cheat_sheet.rules_label')} sx={{ m: 0, pl: 2.5 }}>
                  {rules.map((rule) => (
                    <li key={rule}>
                      <Typography variant="body2">{rule}</Typography>
                    </li>
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
