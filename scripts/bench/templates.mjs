// The page templates the speed figures are taken on: one page of each kind a visitor lands on.
export const templates = [
  { label: 'home', path: '/' },
  { label: 'category', path: '/services/female/hair/' },
  { label: 'service', path: '/services/female/hair/colouring/air-touch/' },
  { label: 'price list', path: '/price/' },
  { label: 'master', path: '/employees/tomasz-nowak/' },
  { label: 'article', path: '/blog/hair/colour-care-in-londons-hard-water/' },
];
