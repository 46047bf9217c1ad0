import React, { useEffect, useState } from 'react';
import { describe, it, expect, render, waitFor } from 'react-native-harness';
import { LumenView, useLumenTrigger } from '@lumen/react-native';

function TriggerProbe({ onRender }: { onRender: () => void }) {
  const [tick, setTick] = useState(0);
  // re-render with a new callback identity every 50 ms for 300 ms
  useEffect(() => {
    const id = setInterval(() => setTick((t) => t + 1), 50);
    const stop = setTimeout(() => clearInterval(id), 300);
    return () => { clearInterval(id); clearTimeout(stop); };
  }, []);
  useLumenTrigger('burst', () => {}, [tick]);
  onRender();
  return <LumenView source={require('../assets/burst.lumen')} />;
}

describe('useLumenTrigger', () => {
  it('keeps firing after the callback identity changes', async () => {
    let renderCount = 0;
    render(<TriggerProbe onRender={() => { renderCount += 1; }} />);

    await waitFor(() => {
      expect(renderCount).toBeGreaterThanOrEqual(3);
    }, { timeout: 2000 });
  });
});
