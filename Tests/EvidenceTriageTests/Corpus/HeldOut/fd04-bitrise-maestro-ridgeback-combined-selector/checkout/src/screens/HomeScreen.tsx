import React from 'react';
import { Text, TouchableOpacity, StyleSheet, View } from 'react-native';
import { useNavigation } from '@react-navigation/native';

export function HomeScreen() {
  const navigation = useNavigation();
  return (
    <View style={styles.container}>
      <TouchableOpacity
        testID="settingsButton"
        style={styles.button}
        onPress={() => navigation.navigate('Settings' as never)}
      >
        <Text testID="settingsButtonText" style={styles.buttonText}>Settings</Text>
      </TouchableOpacity>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, justifyContent: 'flex-end', padding: 24 },
  button: { backgroundColor: '#1f4e79', borderRadius: 12, padding: 16 },
  buttonText: { color: 'white', textAlign: 'center', fontWeight: '600' },
});
