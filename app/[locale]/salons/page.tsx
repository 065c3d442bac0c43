import { contentPageRoute } from '@/features/content-page/content-page-route';
import { SalonsExtra } from '@/features/salons/SalonsExtra';

export const revalidate = 3600;

const route = contentPageRoute('salons', '/salons/', SalonsExtra);
export const generateMetadata = route.generateMetadata;
export default route.Page;
