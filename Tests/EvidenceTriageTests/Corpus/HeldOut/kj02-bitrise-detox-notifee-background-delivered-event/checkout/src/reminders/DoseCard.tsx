import React, { useEffect, useState } from 'react';
import { Text, View } from 'react-native';
import AsyncStorage from '@react-native-async-storage/async-storage';

/** Shows "Delivered" once index.js recorded a DELIVERED event for this dose. */
export function DoseCard({ doseId, label }: { doseId: string; label: string }) {
  const [deliveredAt, setDeliveredAt] = useState<string | null>(null);

  useEffect(() => {
    AsyncStorage.getItem(`delivered:dose-${doseId}`).then((v) => {
      console.log(`[reminders] delivered marker dose-${doseId}: ${v ?? 'none'}`);
      setDeliveredAt(v);
    });
  }, [doseId]);

  return (
    <View testID={`dose-card-${doseId}`}>
      <Text>{label}</Text>
      {deliveredAt ? <Text testID={`dose-delivered-badge-${doseId}`}>Delivered</Text> : null}
    </View>
  );
}
