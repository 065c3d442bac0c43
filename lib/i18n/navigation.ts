import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export { LocalisedLink as Link } from './LocalisedLink';
export const { usePathname } = createNavigation(routing);
