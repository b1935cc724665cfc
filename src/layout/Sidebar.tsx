import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { QUIET_BORDER, SIDEBAR } from '../theme.ts';

/** Below the top bar (48 px), the menu's height. */
const BELOW_BAR = 'calc(100vh - 3em)';

/** A wide window's menu: in the page's flow beside the content, its list fixed while the page scrolls. */
const permanentSx = (open: boolean) =>
  ({
    height: BELOW_BAR,
    '& .MuiDrawer-paper': {
      position: 'relative',
      width: open ? SIDEBAR.width : SIDEBAR.closedWidth,
      transition: (theme: Theme) => theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
      backgroundColor: 'background.paper',
      border: 'none',
      zIndex: 'inherit',
    },
    '& .RaSidebar-fixed': {
      position: 'fixed',
      height: BELOW_BAR,
      overflowX: 'hidden',
      backgroundColor: 'background.paper',
      borderRight: QUIET_BORDER,
      // Scrolls without a scroll bar beside the menu.
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
  }) as const;

/** A phone's menu: a drawer over the page. */
const TEMPORARY_SX = { '& .MuiDrawer-paper': { width: SIDEBAR.width, backgroundColor: 'background.paper' } } as const;

/**
 * The side menu, closed when the window narrows to a phone's width and as it was when it widens again.
 * A wide window keeps the menu open; on a phone that same state would open the menu as a drawer over the
 * page, and opening and closing that drawer in one moment left the page marked aria-hidden for screen
 * readers (MUI's modal never finished its enter transition). So the drawer is handed `false` until the
 * stored state has been closed since the window became a phone's.
 *
 * Not react-admin's Sidebar: that one reads the window's scroll position as it mounts, for a top bar
 * that hides on scroll (ours never does). Read in the shell's first commit, it made the browser lay
 * out the whole page there, about 90 ms of a phone's main thread in one task (issue 19).
 */
export function Sidebar({ children }: { children?: ReactNode }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const [arrival, setArrival] = useState({ phone, closed: !open });
  if (arrival.phone !== phone) setArrival({ phone, closed: !open });
  else if (phone && !arrival.closed && !open) setArrival({ phone, closed: true });

  const wideOpen = useRef(open);
  useEffect(() => {
    if (phone) {
      wideOpen.current = open;
      setOpen(false);
    } else if (wideOpen.current !== open) {
      setOpen(wideOpen.current);
    }
    // Only a change of width moves the stored state; the menu button moves it otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);

  if (phone) {
    return (
      <Drawer variant="temporary" open={arrival.closed && open} onClose={() => setOpen(false)} sx={TEMPORARY_SX}>
        {children}
      </Drawer>
    );
  }
  return (
    <Drawer variant="permanent" open={open} sx={permanentSx(open)}>
      <Box className="RaSidebar-fixed">{children}</Box>
    </Drawer>
  );
}
