/**
 * `npm run bench`: runs every benchmark in turn. Each prints its figures beside a baseline
 * measured in the same run. Targets are printed, never asserted.
 */
import { benchAuth } from './auth.bench';
import { benchAudio } from './audio.bench';
import { benchCdp } from './cdp.bench';
import { benchCli } from './cli.bench';
import { benchDevice } from './device.bench';
import { benchEgress } from './egress.bench';
import { benchConsole } from './console.bench';
import { benchCrawl } from './crawl.bench';
import { benchExtract } from './extract.bench';
import { benchHttp } from './http.bench';
import { benchMarkdown } from './markdown.bench';
import { benchMcp } from './mcp.bench';
import { benchMonitors } from './monitors.bench';
import { benchQuality } from './quality.bench';
import { benchRecipes } from './recipes.bench';
import { benchMobile } from './mobile.bench';
import { benchQueue } from './queue.bench';
import { benchScale } from './scale.bench';
import { benchSoak } from './soak.bench';

const BENCHES: { name: string; run: () => Promise<void> }[] = [
  { name: 'http', run: benchHttp },
  { name: 'cli', run: benchCli },
  { name: 'extract', run: benchExtract },
  { name: 'mcp', run: benchMcp },
  { name: 'queue', run: benchQueue },
  { name: 'quality', run: benchQuality },
  { name: 'recipes', run: benchRecipes },
  { name: 'markdown', run: benchMarkdown },
  { name: 'crawl', run: benchCrawl },
  { name: 'cdp', run: benchCdp },
  { name: 'console', run: benchConsole },
  { name: 'auth', run: benchAuth },
  { name: 'egress', run: benchEgress },
  { name: 'monitors', run: benchMonitors },
  { name: 'audio', run: benchAudio },
  { name: 'scale', run: benchScale },
  { name: 'mobile', run: benchMobile },
  { name: 'device', run: benchDevice },
  { name: 'soak', run: benchSoak },
];

async function main(): Promise<void> {
  // Names pick benches; flags (--quick, --show-errors, --minutes=N) are read by the benches themselves.
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const b of BENCHES) {
    if (only.length && !only.includes(b.name)) continue;
    await b.run();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
