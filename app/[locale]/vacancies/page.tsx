import { contentPageRoute } from '@/features/content-page/content-page-route';
import { VacancyList } from '@/features/vacancies/VacancyList';
import { vacanciesPath } from '@/lib/vacancies/vacancy-paths';

export const revalidate = 3600;

const route = contentPageRoute('career', vacanciesPath, VacancyList);
export const generateMetadata = route.generateMetadata;
export default route.Page;
