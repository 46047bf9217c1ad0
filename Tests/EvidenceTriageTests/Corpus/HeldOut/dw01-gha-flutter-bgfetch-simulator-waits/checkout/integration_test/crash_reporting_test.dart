import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_crashlytics/firebase_crashlytics.dart';
import 'package:flutter_test/flutter_test.dart';
import 'package:integration_test/integration_test.dart';

void main() {
  IntegrationTestWidgetsFlutterBinding.ensureInitialized();

  group('CrashReporting', () {
    testWidgets('initializes Crashlytics with default options', (tester) async {
      await Firebase.initializeApp();
      expect(FirebaseCrashlytics.instance.isCrashlyticsCollectionEnabled, isTrue);
    });
  });
}
