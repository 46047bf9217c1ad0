import { describe, it, expect, render, waitFor } from 'react-native-harness';
import React from 'react';
import { LumenView, useLumenController } from '@lumen/react-native';

const REMOTE = 'https://cdn.lumen.example/samples/onboarding.lumen';

function Probe({ onReady }: { onReady: (name: string) => void }) {
  const controller = useLumenController();
  return (
    <LumenView
      source={{ uri: REMOTE }}
      controller={controller}
      onLoad={() => onReady(controller.current?.defaultStateMachine ?? '')}
    />
  );
}

describe('LumenController', () => {
  it('loads a remote .lumen file and plays the default state machine', async () => {
    let stateMachine = '';
    render(<Probe onReady={(n) => { stateMachine = n; }} />);

    await waitFor(() => expect(stateMachine).toBe('Onboarding'), { timeout: 10000 });
  });
});
