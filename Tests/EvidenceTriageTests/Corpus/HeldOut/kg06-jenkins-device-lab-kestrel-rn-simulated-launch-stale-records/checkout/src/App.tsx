import React, { useEffect } from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { RootStack } from './navigation/RootStack';
import { initBackgroundFetch } from './backgroundFetch';

export default function App() {
  // Re-runs whenever App re-renders (no dependency array), so configure() and its
  // event callback are registered again on every render.
  useEffect(() => {
    initBackgroundFetch();
  });

  return (
    <NavigationContainer>
      <RootStack />
    </NavigationContainer>
  );
}
