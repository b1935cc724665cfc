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
  return <RaSidebar {...props} open={phone ? arrival.closed && open : open} />;
}
