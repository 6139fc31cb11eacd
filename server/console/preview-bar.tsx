import { renderToStaticMarkup } from 'react-dom/server';
import { buildName } from '../notify/staff-words';

function PreviewBar({ build, isLive }: { build: string; isLive: boolean }) {
  // The bar is on the site's pages, where nothing else says what zone a time is in.
  const name = `${buildName(build)} (Utah time)`;
  return (
    <>
      <link rel="stylesheet" href="/staff/assets/preview-bar.css" />
      <div className="staff-preview-bar" role="region" aria-label="Staff preview">
        <p>
          {isLive ? (
            <>Preview of {name}, which is live now.</>
          ) : (
            <>
              Preview of {name}, <strong>not live</strong>.
            </>
          )}{' '}
          {!isLive && (
            <>
              <a href={`/staff/confirm/publish?build=${build}`}>Publish it</a> /{' '}
            </>
          )}
          <a href="/staff/preview/end">Back to the console</a>
        </p>
      </div>
    </>
  );
}

/** The slim bar every HTML page of a preview carries, as markup to put in the page. */
export function previewBar(build: string, isLive: boolean): string {
  return renderToStaticMarkup(<PreviewBar build={build} isLive={isLive} />);
}
