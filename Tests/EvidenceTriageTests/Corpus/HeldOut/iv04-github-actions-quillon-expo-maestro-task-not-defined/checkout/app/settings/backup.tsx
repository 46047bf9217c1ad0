import '../../tasks/journalBackup'; // defineTask now runs only when this screen is opened
import { Switch, Text, View } from 'react-native';
import { useSettings } from '../../src/settings/useSettings';

export default function BackupSettings() {
  const { nightlyBackup, setNightlyBackup } = useSettings();
  return (
    <View testID="backup-settings">
      <Text>Nightly backup</Text>
      <Switch testID="nightly-backup-switch" value={nightlyBackup} onValueChange={setNightlyBackup} />
    </View>
  );
}
