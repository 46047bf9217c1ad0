import React, { useState } from 'react';
import { Button, Text, TextInput, View } from 'react-native';

import { nextReminderLabel, scheduleReminder } from '../reminders/scheduleReminder';
import { logger } from '../logger';
import { Plant } from '../plants/types';

export function ReminderSettings({ plant }: { plant: Plant }) {
  const [time, setTime] = useState('18:30');
  const [label, setLabel] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const [hour, minute] = time.split(':').map(Number);
    try {
      const ts = await scheduleReminder(plant, { hour, minute });
      setLabel(nextReminderLabel(ts));
      setError(null);
    } catch (e) {
      logger.error(`[reminders] could not schedule ${plant.id}: ${String(e)}`);
      setError("Couldn't schedule the reminder");
    }
  };

  return (
    <View>
      <TextInput testID="reminder-time-input" value={time} onChangeText={setTime} />
      <Button testID="reminder-save" title="Save" onPress={save} />
      {label ? <Text testID="reminder-scheduled-label">{label}</Text> : null}
      {error ? <Text testID="reminder-error">{error}</Text> : null}
    </View>
  );
}
