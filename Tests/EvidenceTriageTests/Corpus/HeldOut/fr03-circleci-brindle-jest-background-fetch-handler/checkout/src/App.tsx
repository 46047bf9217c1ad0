import React, { useEffect } from 'react';
import { SafeAreaView } from 'react-native';

import { startBackgroundSync } from './background/backgroundSync';
import { WalkListScreen } from './walks/WalkListScreen';

export default function App(): JSX.Element {
  useEffect(() => {
    // Make sure background sync is running once the UI is up.
    startBackgroundSync();
  }, []);

  return (
    <SafeAreaView style={{ flex: 1 }}>
      <WalkListScreen />
    </SafeAreaView>
  );
}
