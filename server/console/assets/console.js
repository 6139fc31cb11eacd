// Keeps the console current without a reload: a running build's step every 2 s, the rest every 5 s.
// The page works without it (everything is in the HTML).
(function () {
  'use strict';
  // After an action the page opens on its outcome (autofocus does it where supported).
  var done = document.getElementById('done');
  if (done && document.activeElement !== done) done.focus();
  var running = document.getElementById('running');
  var builds = document.getElementById('builds');
  var summary = document.getElementById('summary');
  if (!running || !builds || !summary || !window.fetch) return;
  var version = builds.getAttribute('data-version');
  function later(isRunning) {
    window.setTimeout(poll, isRunning ? 2000 : 5000);
  }
  function poll() {
    fetch('/staff/api/timeline', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (data) {
        if (running.getAttribute('data-html') !== data.runningHtml) {
          running.innerHTML = data.runningHtml;
          running.setAttribute('data-html', data.runningHtml);
          running.setAttribute('data-running', data.running ? '1' : '0');
        }
        if (summary.textContent !== data.summary) summary.textContent = data.summary;
        // "A new build has started" is no longer true once no build runs or waits.
        if (done && !data.running && !data.waiting && done.hasAttribute('data-built')) {
          done.textContent = done.getAttribute('data-built');
          done.removeAttribute('data-built');
        }
        // The list is replaced only when it changed and nobody is working inside it.
        var busy = builds.contains(document.activeElement) || builds.querySelector('details[open]');
        if (version !== null && version !== data.version && !busy)
          builds.innerHTML = data.buildsHtml;
        if (version === null || !busy) version = data.version;
        later(data.running);
      })
      .catch(function () {
        later(false);
      });
  }
  later(running.getAttribute('data-running') === '1');
})();
