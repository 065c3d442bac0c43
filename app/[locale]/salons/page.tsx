import { contentPageRoute } from '@/features/content-page/content-page-route';
import { SalonsExtra } from '@/features/salons/SalonsExtra';
import { salonsPath } from '@/lib/salons/salon-paths';

export const revalidate = 3600;

const route = contentPageRoute('salons', salonsPath, SalonsExtra);
export const generateMetadata = route.generateMetadata;
export default route.Page;
