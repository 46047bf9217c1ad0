import { useEffect, useState } from 'react';
import { Text, View } from 'react-native';
import { addUserInteractionListener } from '../native/TallyLiveActivity';
import { loadRoster, saveScore, readScore } from '../store/scoreStore';

export function ScoreboardScreen() {
  const [home, setHome] = useState(0);

  useEffect(() => {
    let sub: { remove(): void } | undefined;
    (async () => {
      await loadRoster();
      setHome(await readScore('home'));
      sub = addUserInteractionListener(async (e) => {
        if (e.team === 'home') setHome(await saveScore('home', 1));
      });
    })();
    return () => sub?.remove();
  }, []);

  return (
    <View>
      <Text testID="score.home">{home}</Text>
    </View>
  );
}
