/** Picks the motif for an image from the folder after /images/ and draws its SVG. */
import { makeRng } from '../random.mjs';
import { servicesMotif } from './services.mjs';
import { mastersMotif } from './masters.mjs';
import { articlesMotif } from './articles.mjs';
import { pagesMotif } from './pages.mjs';
import { salonsMotif } from './salons.mjs';
import { vacanciesMotif } from './vacancies.mjs';

const MOTIFS = {
  services: servicesMotif,
  categories: servicesMotif,
  masters: mastersMotif,
  articles: articlesMotif,
  pages: pagesMotif,
  salons: salonsMotif,
  vacancies: vacanciesMotif,
};

/** The motif key for a url; unknown folders get the services motif. */
export function kindOf(url) {
  const kind = url.split('/')[2] ?? '';
  return MOTIFS[kind] ? kind : 'services';
}

/** The SVG for a job from collect(), drawn on its art canvas with the seeded PRNG. */
export function svgFor(job) {
  const rng = makeRng(job.seedUrl);
  return MOTIFS[kindOf(job.seedUrl)](job.artW, job.artH, rng, job.hint);
}
