// jsdom has HTMLDialogElement but not showModal()/close() (jsdom#3294). This stand-in
// toggles `open` like a browser does; Escape, focus and inertness are left to the code under test.
export const installDialogPolyfill = (): void => {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
};
