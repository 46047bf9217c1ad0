import React, { useEffect } from 'react';
import { startVoip } from './voip';
import { RootNavigator } from './navigation';

export default function App() {
  useEffect(() => {
    startVoip();
  }, []);
  return <RootNavigator />;
}
