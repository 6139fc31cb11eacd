import React from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { ImpactCounters } from './impact-counters';

/** The counters start when seen: this observer sees them at once. */
class SeenAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

// Animation frames run only when the test says, at the time it says.
let frames: FrameRequestCallback[] = [];
const runFrame = (now: number) =>
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((frame) => frame(now));
  });

beforeEach(() => {
  frames = [];
  Object.assign(window, { IntersectionObserver: SeenAtOnce });
  jest.spyOn(performance, 'now').mockReturnValue(0);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
    frames.push(frame);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** The figures drawn on screen (the animated ones are hidden from screen readers). */
const shown = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('li'), (item) => item.firstElementChild?.textContent);

describe('the impact counters', () => {
  it('count the figures that grow, and show the year established as it is throughout', () => {
    const { container } = renderWithI18n(
      <ImpactCounters impact={{ babiesSaved: 1250, womenHelped: 4800, yearEstablished: 1985 }} />,
    );
    runFrame(500);
    const early = shown(container);
    expect(early[2]).toBe('1985');
    expect(Number(early[0]?.replace(/\D/g, ''))).toBeLessThan(1250);
    runFrame(2500);
    expect(shown(container)[2]).toBe('1985');
    runFrame(5000);
    expect(shown(container)).toEqual(['1,250', '4,800', '1985']);
    expect(screen.getByText('Year established')).toBeInTheDocument();
  });
});
