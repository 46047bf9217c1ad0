import { TextInput, View } from 'react-native';
import { Button } from '~/components/nativewindui/Button';
import { testIds } from '~/lib/testIds';
import { useLogin } from '~/features/auth/useLogin';

export default function LoginScreen() {
  const { email, setEmail, password, setPassword, submit } = useLogin();

  return (
    <View className="gap-3 p-4">
      <TextInput
        testID={testIds.auth.emailInput}
        placeholder="Email"
        autoCapitalize="none"
        keyboardType="email-address"
        textContentType="username"
        value={email}
        onChangeText={setEmail}
      />
      <TextInput
        testID={testIds.auth.passwordInput}
        placeholder="Password"
        secureTextEntry
        textContentType="password"
        value={password}
        onChangeText={setPassword}
      />
      <Button testID={testIds.auth.signInButton} onPress={submit}>
        Sign in
      </Button>
    </View>
  );
}
