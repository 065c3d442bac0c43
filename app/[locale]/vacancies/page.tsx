import { contentPageRoute } from '@/features/content-page/content-page-route';
import { VacancyList } from '@/features/vacancies/VacancyList';

export const revalidate = 3600;

const route = contentPageRoute('career', '/vacancies/', VacancyList);
export const generateMetadata = route.generateMetadata;
export default route.Page;
