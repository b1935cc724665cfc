import { Navigate, Route, useParams } from 'react-router';
import { CreateRecordPage, EditRecordPage, type AreaPaths } from '../../engine/index.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { contactPaths } from './contactPaths.ts';
import { usePhonebookCrumbs } from './usePhonebookCrumbs.ts';

/** The phonebook is set by the page the contact is made from, so the form does not ask. */
const HIDE_PHONEBOOK = { phonebook: { 'ui:widget': 'hidden' } };

function ContactCreate({ phonebooks }: { phonebooks: AreaPaths }) {
  const { id = '' } = useParams();
  usePhonebookCrumbs(phonebooks, id);
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <CreateRecordPage resource="phonebook_contact" paths={contactPaths(phonebooks, id)} initial={{ phonebook: Number(id) }} uiOverrides={HIDE_PHONEBOOK} />;
}

function ContactEdit({ phonebooks }: { phonebooks: AreaPaths }) {
  const { id = '', contact = '' } = useParams();
  usePhonebookCrumbs(phonebooks, id);
  if (!/^\d+$/.test(id) || !/^\d+$/.test(contact)) return <NotFoundPage />;
  return <EditRecordPage resource="phonebook_contact" id={contact} paths={contactPaths(phonebooks, id)} uiOverrides={HIDE_PHONEBOOK} />;
}

/** The breadcrumbs link "Contacts"; they are listed on the phonebook's page. */
function ToPhonebook({ phonebooks }: { phonebooks: AreaPaths }) {
  const { id = '' } = useParams();
  return <Navigate replace to={phonebooks.edit(id)} />;
}

export function contactRoutes(phonebooks: AreaPaths) {
  return [
    <Route key="contacts" path=":id/contacts" element={<ToPhonebook phonebooks={phonebooks} />} />,
    <Route key="contact-create" path=":id/contacts/create" element={<ContactCreate phonebooks={phonebooks} />} />,
    <Route key="contact-edit" path=":id/contacts/:contact" element={<ContactEdit phonebooks={phonebooks} />} />,
  ];
}
