import { Form, FormItem, FormSection } from '~/components/nativewindui/Form';
import { TextField } from '~/components/nativewindui/TextField';
import { Button } from '~/components/nativewindui/Button';
import { testIds } from '~/lib/testIds';
import { useSignup } from '~/features/auth/useSignup';

// 4.8: signup moved to the NativeWindUI form components, like settings.
export default function SignupScreen() {
  const { form, submit, submitting } = useSignup();

  return (
    <Form className="gap-2">
      <FormSection className="ios:bg-background" accessible={false}>
        <FormItem>
          <form.Field name="email">
            {(field) => (
              <TextField
                testID={testIds.auth.signupEmailInput}
                placeholder="Email"
                autoCapitalize="none"
                keyboardType="email-address"
                textContentType="emailAddress"
                value={field.state.value}
                onChangeText={field.handleChange}
              />
            )}
          </form.Field>
        </FormItem>
        <FormItem>
          <form.Field name="password">
            {(field) => (
              <TextField
                testID={testIds.auth.signupPasswordInput}
                placeholder="Password"
                secureTextEntry
                textContentType="newPassword"
                value={field.state.value}
                onChangeText={field.handleChange}
              />
            )}
          </form.Field>
        </FormItem>
      </FormSection>
      <Button testID={testIds.auth.signupSubmit} disabled={submitting} onPress={submit}>
        Create account
      </Button>
    </Form>
  );
}
