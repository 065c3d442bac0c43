import { contentPageRoute } from '@/features/content-page/content-page-route';

export const revalidate = 3600;

const route = contentPageRoute('policy', '/policy/');
export const generateMetadata = route.generateMetadata;
export default route.Page;
