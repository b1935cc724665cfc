import { useEffect, useRef, useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, closed when the window narrows to a phone's width and as it was when it widens again.
 * A wide window keeps the menu open; on a phone that same state would open the menu as a drawer over the
 * page, and opening and closing that drawer in one moment left the page marked aria-hidden for screen
 * readers (MUI's modal never finished its enter transition). So the drawer is handed `false` until the
 * stored state has been closed since the window became a phone's.
 */
export function Sidebar(props: SidebarProps) {
  // Known in the first render (as useSidebarState reads it): a phone's first screen is not drawn
  // twice, once as wide (issue 19).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const [arrival, setArrival] = useState({ phone, closed: !open });
  if (arrival.phone !== phone) setArrival({ phone, closed: !open });
  else if (phone && !arrival.closed && !open) setArrival({ phone, closed: true });

  const wideOpen = useRef(open);
  const started = useRef(false);
  useEffect(() => {
    const start = !started.current;
    started.current = true;
    if (phone) {
      // At a phone's start the menu is closed already (react-admin's default on a phone): nothing
      // is written, so nothing draws again, and a wider window opens it (the default there).
      wideOpen.current = start || open;
      if (open) setOpen(false);
    } else if (wideOpen.current !== open) {
      setOpen(wideOpen.current);
    }
    // Only a change of width moves the stored state; the menu button moves it otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);
  return <RaSidebar {...props} open={phone ? arrival.closed && open : open} />;
}
