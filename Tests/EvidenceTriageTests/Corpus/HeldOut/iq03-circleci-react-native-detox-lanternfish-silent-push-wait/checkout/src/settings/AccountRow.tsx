import React from 'react';
import { Text } from 'react-native';

export function AccountRow({ email }: { email: string }) {
  return <Text testID="settings.account.email">{`Signed in as ${email}`}</Text>;
}
