/** Addresses outside this site that the footer and header point to. */
export const externalLinks = {
  store: 'https://store.backstage-london.co.uk/',
  academy: 'https://academy.backstage-london.co.uk/',
  partners: 'https://backstage-london.co.uk/partners/',
  appStore: 'https://apps.apple.com/gb/app/backstage-beauty/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=uk.co.backstage.beauty',
} as const;
