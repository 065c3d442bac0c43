import { contentPageRoute } from '@/features/content-page/content-page-route';
import { ContactsExtra } from '@/features/contacts/ContactsExtra';

export const revalidate = 3600;

const route = contentPageRoute('contacts_page', '/contacts/', ContactsExtra);
export const generateMetadata = route.generateMetadata;
export default route.Page;
