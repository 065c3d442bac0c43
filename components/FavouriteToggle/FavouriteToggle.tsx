import { useTranslations } from 'next-intl';
import type { FavouriteKind } from '@/stores/session-store';
import { FavouriteHeart } from './FavouriteHeart';

type Props = {
  kind: FavouriteKind;
  /** The item's booking ids (a service with price options has one per option). */
  ids: string[];
  name: string;
  className?: string;
};

/**
 * The favourite heart of a master or a service (FavouriteHeart), its words translated on
 * the server so that the page's browser code needs no translations of its own.
 */
export function FavouriteToggle({ kind, ids, name, className }: Props) {
  const t = useTranslations('Account');
  return (
    <FavouriteHeart
      kind={kind}
      ids={ids}
      label={t('favouriteLabel', { name })}
      notSaved={t('favouriteNotSaved')}
      className={className}
    />
  );
}
