import 'package:fernbook/auth/session_vault.dart';
import 'package:fernbook/settings/preferences.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('Session vault', () {
    testWidgets('restores the refresh token after a cold start', (tester) async {
      final vault = SessionVault.create();
      await vault.saveRefreshToken('rt-fixture-0042');

      // A new instance reads through the keychain, as the app does on launch.
      final reopened = SessionVault.create();
      expect(await reopened.readRefreshToken(), 'rt-fixture-0042');
    });

    testWidgets('keeps the onboarding flag in preferences', (tester) async {
      final prefs = await Preferences.load();
      await prefs.setOnboardingDone(true);
      expect((await Preferences.load()).onboardingDone, isTrue);
    });
  });
}
