import { getTranslations } from 'next-intl/server';
import type { NextFreeWords } from './NextFreeLink';

/** A message written out with its arguments left as `{name}` marks, for the client leaf to fill. */
const marks = (...names: string[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`]));

/**
 * The next free time's words in the request's language, as templates the client leaf fills
 * (`{time}`, `{date}`, `{when}`, `{name}`, `{service}`): naming the master (a service page),
 * the master and the price option asked for (a service page with several), or the service (a
 * master page). Formatted here rather than sent raw, since the messages are compiled and a raw
 * one is not text.
 */
export async function getNextFreeWords(naming: 'master' | 'option' | 'service'): Promise<NextFreeWords> {
  const t = await getTranslations('NextFree');
  const days = {
    today: t('today', marks('time')),
    tomorrow: t('tomorrow', marks('time')),
    later: t('later', marks('date', 'time')),
  };
  if (naming === 'service') return { ...days, sentence: t('master', marks('when', 'service')), unnamed: t('master', marks('when', 'service')) };
  if (naming === 'option') return { ...days, sentence: t('serviceOption', marks('when', 'name', 'service')), unnamed: t('anyMasterOption', marks('when', 'service')) };
  return { ...days, sentence: t('service', marks('when', 'name')), unnamed: t('anyMaster', marks('when')) };
}
