// A purge that fails is retried, then reported to staff like any other notification
// (NOTIFY_URL), naming the release and the edge; the release itself stays live.
import http from 'http';
import type { AddressInfo } from 'net';
import { expect, test } from '../support/fixtures';
import { EdgeLab } from '../support/edge-lab';

interface Notification {
  subject: string;
  message: string;
}

let lab: EdgeLab;
let receiver: http.Server;
const received: Notification[] = [];
// An edge that is not there: nothing listens on port 9 (discard) on loopback.
const GONE_EDGE = 'http://127.0.0.1:9/';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.parse(body) as Notification);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  lab = await EdgeLab.start({ NOTIFY_URL: notifyUrl });
  // The lab's own edge, and one that cannot be reached.
  await lab.stopOrigin();
  await lab.startOrigin({ EDGE_PURGE_URLS: `${lab.edge}/ ${GONE_EDGE}` });
});
test.afterAll(async () => {
  await lab?.close();
  receiver?.close();
});

test('a purge that fails every try reaches staff, naming the release and the edge', async () => {
  const response = await lab.hook('/hooks/rebuild', '{}');
  const { buildId } = (await response.json()) as { buildId: string };
  await lab.waitForRelease(buildId);
  await expect
    .poll(() => received.find((note) => note.subject.includes('edge cache')), { timeout: 30_000 })
    .toBeTruthy();
  const note = received.find((item) => item.subject.includes('edge cache'))!;
  expect(note.subject).toBe('The edge cache still shows the previous release');
  expect(note.message).toContain(`Release ${buildId} is live`);
  expect(note.message).toContain(`the edge cache at ${GONE_EDGE}`);
  expect(await lab.liveRelease()).toBe(buildId);
});
