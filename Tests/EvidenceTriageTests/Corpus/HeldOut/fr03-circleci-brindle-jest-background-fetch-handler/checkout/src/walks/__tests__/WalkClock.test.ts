import { WalkClock } from '../WalkClock';

describe('WalkTimer', () => {
  afterEach(() => jest.useRealTimers());

  it('starts at zero', () => {
    expect(new WalkClock().elapsedSeconds).toBe(0);
  });

  it('stops the background ticker when the app returns to the foreground', () => {
    jest.useFakeTimers();
    const clock = new WalkClock();
    const ticks: number[] = [];

    clock.onAppStateChange('background', (s) => ticks.push(s));
    jest.advanceTimersByTime(3000);
    clock.onAppStateChange('active', (s) => ticks.push(s));
    jest.advanceTimersByTime(3000);

    expect(ticks).toEqual([1, 2, 3]);
  });
});
