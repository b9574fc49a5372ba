/**
 * A paginated job board: 7 postings over 3 pages of 3 (3 + 3 + 1), as boards serve them — the last
 * page is short, and with one posting it holds a single card (a list of one). The board at
 * `/jobs-plain` shows its last page's posting as a plain sentence, no card: a page no extractor
 * reads as a list, whose posting a paginated result loses.
 */

/** One posting as the board shows it. */
export interface JobPosting {
  id: number;
  title: string;
  company: string;
  location: string;
}

/** Every posting, in board order. */
export const JOB_POSTINGS: JobPosting[] = [
  { id: 201, title: 'Platform Engineer', company: 'Acme Robotics', location: 'Berlin' },
  { id: 202, title: 'Product Designer', company: 'Brightline Health', location: 'Remote (EU)' },
  { id: 203, title: 'Data Analyst', company: 'Fjord Analytics', location: 'Oslo' },
  { id: 204, title: 'QA Engineer', company: 'Northwind Cloud', location: 'Lisbon' },
  { id: 205, title: 'Technical Writer', company: 'Pocket Labs', location: 'London' },
  { id: 206, title: 'Support Lead', company: 'Harbor Freight Tech', location: 'Dublin' },
  { id: 207, title: 'Security Engineer', company: 'Quarry Systems', location: 'Remote (US)' },
];

/** Postings per page, unless `?per=` says otherwise (`?per=1`: seven pages of one card). */
export const JOBS_PER_PAGE = 3;

function card(job: JobPosting): string {
  return `
      <li class="posting">
        <h2 class="posting-title"><a href="/jobs/${job.id}">${job.title}</a></h2>
        <div class="posting-company">${job.company}</div>
        <div class="posting-location">${job.location}</div>
      </li>`;
}

function sentence(job: JobPosting): string {
  return `
    <p>Also hiring: ${job.title} at ${job.company}, ${job.location}.</p>`;
}

/** Page `n` (1-based) of the board at `path` (`/jobs` or `/jobs-plain`) with `per` postings a page, or undefined past the last page. */
export function jobBoardPage(n: number, path = '/jobs', per = JOBS_PER_PAGE): string | undefined {
  const pages = Math.ceil(JOB_POSTINGS.length / per);
  if (!Number.isInteger(n) || n < 1 || n > pages || !Number.isInteger(per) || per < 1) return undefined;
  const jobs = JOB_POSTINGS.slice((n - 1) * per, n * per);
  const link = (to: number) => `${path}?page=${to}${per === JOBS_PER_PAGE ? '' : `&amp;per=${per}`}`;
  const prev = n > 1 ? `<a href="${link(n - 1)}" rel="prev">Previous</a>` : '';
  const next = n < pages ? `<a href="${link(n + 1)}" rel="next">Next</a>` : '';
  const plain = path === '/jobs-plain' && n === pages;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Open positions — page ${n} of ${pages} | Teamwork Jobs</title></head>
<body>
  <header><a href="/">Teamwork Jobs</a></header>
  <main>
    <h1>Open positions</h1>
    <p class="count">${JOB_POSTINGS.length} openings</p>
    ${
      plain
        ? jobs.map(sentence).join('')
        : `<ul class="postings">${jobs.map(card).join('')}
    </ul>`
    }
    <nav class="pager">${prev} <span class="current">${n}</span> ${next}</nav>
  </main>
  <footer>© Teamwork Jobs</footer>
</body>
</html>`;
}
