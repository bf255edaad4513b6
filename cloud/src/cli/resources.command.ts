import { MARKETPLACES, isMarketplace } from '@oak/shared';
import { resourceStoreConfigOf } from '../config/app-config';
import { generateResourcePack } from '../modules/resources/pack/resource-pack.generator';
import { planResourcePack } from '../modules/resources/pack/resource-pack.plan';
import { resourceStoreFor } from '../modules/resources/resource-store.factory';

const BAR_WIDTH = 30;

/** `oak resources generate`: the default pack, with a progress bar, counts and an ETA. */
export async function runGenerateResources(localeList: string | undefined): Promise<void> {
  const locales = localeList
    ?.split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  const unknown = locales?.find((locale) => !isMarketplace(locale));
  if (unknown !== undefined) throw new Error(`${unknown} is not a locale; use ${MARKETPLACES.join(', ')}`);
  const store = resourceStoreFor(resourceStoreConfigOf(process.env));
  const total = planResourcePack(locales).files.length;
  console.log(`Generating the default resource pack: ${total} files in ${store.location}`);
  const started = Date.now();
  const tty = process.stdout.isTTY;
  let lastLine = -1;
  const pack = await generateResourcePack(store, {
    locales,
    onProgress: ({ done, made }) => {
      const share = done / total;
      const elapsed = (Date.now() - started) / 1000;
      const eta = done ? Math.ceil((elapsed / done) * (total - done)) : 0;
      const bar = '#'.repeat(Math.round(share * BAR_WIDTH)).padEnd(BAR_WIDTH, '.');
      const line = `[${bar}] ${done}/${total} files (${made} made)  ETA ${eta} s`;
      if (tty) process.stdout.write(`\r${line}`);
      else if (Math.floor(share * 10) > lastLine) {
        lastLine = Math.floor(share * 10);
        console.log(line);
      }
    },
  });
  if (tty) process.stdout.write('\n');
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${pack.files} files (${pack.made} made), ${pack.resources} manifests, ${(pack.bytes / 1e6).toFixed(1)} MB`,
  );
}
