import { getTranslations } from 'next-intl/server';
import { MasterGrid } from '@/components/MasterGrid/MasterGrid';
import { getMasterCardItems } from '@/features/masters/master-words';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import { getEmployees, getSkills } from '@/lib/content';
import type { Salon } from '@/lib/content/types';
import { shownMasters } from '@/lib/masters/master-view';
import styles from './Salons.module.scss';

/** The masters who work at a salon, in the shared master grid. */
export async function SalonMasters({ salon }: { salon: Salon }) {
  const [employees, skills, t] = await Promise.all([getEmployees(salon.lang === 'en' ? await getRequestLocale() : salon.lang), getSkills(await getRequestLocale()), getTranslations('Salons')]);
  const masters = shownMasters(employees).filter((master) => master.salonIds.includes(salon.id));
  if (masters.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="salon-masters">
      <h2 id="salon-masters">{t('mastersHeading')}</h2>
      <MasterGrid items={await getMasterCardItems(masters, skills)} />
    </section>
  );
}
