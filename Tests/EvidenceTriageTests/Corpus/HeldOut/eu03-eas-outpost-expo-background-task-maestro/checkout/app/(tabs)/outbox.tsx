import * as BackgroundTask from 'expo-background-task';
import * as TaskManager from 'expo-task-manager';
import { FlatList, Text, View } from 'react-native';

import { useOutbox, flushOutbox } from '../../src/notes/outbox';

export const OUTBOX_FLUSH_TASK = 'outbox-flush';

// Upload notes written while offline.
TaskManager.defineTask(OUTBOX_FLUSH_TASK, async () => {
  try {
    await flushOutbox();
    return BackgroundTask.BackgroundTaskResult.Success;
  } catch {
    return BackgroundTask.BackgroundTaskResult.Failed;
  }
});

export default function OutboxScreen() {
  const { pending } = useOutbox();
  return (
    <View>
      <Text testID="outbox-count">{`Outbox: ${pending.length} pending`}</Text>
      <FlatList data={pending} keyExtractor={(n) => n.id} renderItem={({ item }) => <Text>{item.title}</Text>} />
    </View>
  );
}
