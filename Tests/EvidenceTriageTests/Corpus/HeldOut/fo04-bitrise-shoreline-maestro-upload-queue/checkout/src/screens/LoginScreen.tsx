import React, { useState } from 'react';
import { Pressable, Text, TextInput, View } from 'react-native';
import { useAuth } from '../auth/useAuth';
import { styles } from './LoginScreen.styles';

export function LoginScreen() {
  const { signIn, error } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <View style={styles.container}>
      <TextInput testID="login-email" autoCapitalize="none" value={email} onChangeText={setEmail} placeholder="Email" />
      <TextInput testID="login-password" secureTextEntry value={password} onChangeText={setPassword} placeholder="Password" />
      {/* SHR-204 accessibility pass: descriptive VoiceOver label for the primary action */}
      <Pressable
        testID="login-submit"
        accessibilityRole="button"
        accessibilityLabel="Log in to Shoreline"
        onPress={() => signIn(email, password)}
        style={styles.primary}
      >
        <Text style={styles.primaryText}>Sign in</Text>
      </Pressable>
      {error ? <Text style={styles.error}>{error}</Text> : null}
    </View>
  );
}
