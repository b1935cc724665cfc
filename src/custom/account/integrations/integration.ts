/** A catalogue integration as GET integrations/ lists it (portal-overview §3). */
export interface Integration {
  id: number;
  name: string;
  slug: string;
  logo: string;
  activation_key_name?: string;
}
