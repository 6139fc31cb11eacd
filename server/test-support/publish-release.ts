import { GoLive } from '../releases/go-live';
import { type PublishOptions, stageRelease } from '../releases/staging';

/** Stages `public/` and makes it live as a build would (kept, not live, while publishing is locked). */
export async function publishRelease(options: PublishOptions): Promise<string> {
  const id = await stageRelease(options);
  await new GoLive({ releasesDir: options.releasesDir, keep: options.keep }).publishBuild(id);
  return id;
}
