import * as TaskManager from 'expo-task-manager';
import { useEffect, useState } from 'react';
import { Text, View } from 'react-native';

// Shown only when the app is launched with -QuaysideDebugTasks.
export function TaskDebugScreen() {
  const [tasks, setTasks] = useState<TaskManager.TaskManagerTask[]>([]);
  useEffect(() => {
    TaskManager.getRegisteredTasksAsync().then(setTasks);
  }, []);
  return (
    <View>
      {tasks.map((t) => (
        <Text key={t.taskName} testID={`debug.${t.taskName}.minimumInterval`}>
          {String(t.options?.minimumInterval ?? '')}
        </Text>
      ))}
    </View>
  );
}
