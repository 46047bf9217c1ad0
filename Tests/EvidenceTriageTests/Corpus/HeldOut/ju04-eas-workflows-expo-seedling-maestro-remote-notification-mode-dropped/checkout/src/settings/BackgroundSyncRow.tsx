import { useState } from 'react';
import { Switch, Text, View } from 'react-native';
import { enableBackgroundSync } from '../background/backgroundSync';

export function BackgroundSyncRow() {
  const [state, setState] = useState<'off' | 'on' | 'error'>('off');
  return (
    <View>
      <Switch
        testID="background-sync-switch"
        value={state === 'on'}
        onValueChange={async (on) => {
          if (!on) return setState('off');
          try {
            await enableBackgroundSync();
            setState('on');
          } catch (e) {
            console.error('Background sync registration failed:', e);
            setState('error');
          }
        }}
      />
      {state === 'on' && <Text>Background sync on</Text>}
      {state === 'error' && <Text>Background sync unavailable</Text>}
    </View>
  );
}
