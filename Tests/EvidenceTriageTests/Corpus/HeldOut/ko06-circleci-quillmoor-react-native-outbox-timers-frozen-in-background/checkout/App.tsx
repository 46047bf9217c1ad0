import React from 'react';
import { SafeAreaView, Text } from 'react-native';
import { NotesHome } from './src/screens/NotesHome';

export default function App() {
  return (
    <SafeAreaView style={{ flex: 1 }}>
      <Text accessibilityLabel="Your notes" style={{ fontSize: 28, margin: 16 }}>Your notes</Text>
      <NotesHome />
    </SafeAreaView>
  );
}
