import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link, type LinkProps } from '@mui/material';

type Navigate = (to: string) => void;

const NavigationContext = createContext<Navigate | null>(null);

/**
 * How a public page's links go to another page of the portal: through the router once it is
 * loaded (AppRouter.tsx), and from the first screen by loading it (App.tsx). The sign-in
 * page so does without the router in its first load.
 */
export function PageNavigation({ value, children }: { value: Navigate; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** A link to a page of the portal; a click opening a new tab or window is left to the browser. */
export function PageLink({ to, onClick, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  const navigate = useContext(NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Link href={to} onClick={follow} {...props} />;
}
