export { LocalisedLink as Link } from './LocalisedLink';
