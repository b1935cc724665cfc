import { sipRoutes } from '../../sip/routes.ts';

/** The extension's calls beyond its CRUD: its SIP account and registrations (server/sip/). */
export { sipRoutes as routes };
