import React from 'react';
import { Switch } from 'react-native';
import { useSettings } from './useSettings';

export function DigestToggle() {
  const { digest, setDigest } = useSettings();
  // BUG: onValueChange toggles twice (setDigest already flips the stored value)
  return <Switch testID="digest-toggle" value={digest} onValueChange={() => setDigest(!digest)} />;
}
