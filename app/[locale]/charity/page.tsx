import { contentPageRoute } from '@/features/content-page/content-page-route';

export const revalidate = 3600;

const route = contentPageRoute('charity', '/charity/');
export const generateMetadata = route.generateMetadata;
export default route.Page;
