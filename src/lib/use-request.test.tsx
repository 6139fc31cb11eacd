import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad, useRequest } from './use-request';

/** A request the test answers by hand, recording the signal it was given. */
const controllable = () => {
  const calls: { key: string; signal: AbortSignal; answer: (value: string) => void }[] = [];
  const request = (key: string, signal: AbortSignal) =>
    new Promise<string>((resolve) => calls.push({ key, signal, answer: resolve }));
  return { calls, request };
};

describe('useRequest', () => {
  it('abandons the request in flight when a new one starts, keeping only the newer answer', async () => {
    const { calls, request } = controllable();
    const { result } = renderHook(() => useRequest({ request, onFailure: (error) => error }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run('a');
      void result.current.run('b');
    });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => {
      calls[0]!.answer('old');
      await first;
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[1]!.answer('new'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'new' });
  });

  it('hands a failure to onFailure and keeps what it returned', async () => {
    const { result } = renderHook(() =>
      useRequest({
        request: () => Promise.reject(new Error('down')),
        onFailure: (error) => ({ message: (error as Error).message }),
      }),
    );
    await act(() => result.current.run('a'));
    expect(result.current.state).toEqual({ status: 'failed', failure: { message: 'down' } });
  });
});

describe('useLoad', () => {
  it('loads on mount, aborts on unmount, and stays loading without a key', async () => {
    const { calls, request } = controllable();
    const options = { request, onFailure: (error: unknown) => error };
    const idle = renderHook(() => useLoad(null, options));
    expect(idle.result.current.state).toEqual({ status: 'loading' });
    expect(calls).toHaveLength(0);
    const { result, unmount } = renderHook(() => useLoad('a', options));
    await act(async () => calls[0]!.answer('done'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', data: 'done' }));
    act(() => result.current.retry());
    expect(calls).toHaveLength(2);
    unmount();
    expect(calls[1]!.signal.aborted).toBe(true);
  });
});
