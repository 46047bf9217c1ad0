import 'package:firebase_core/firebase_core.dart';
import 'package:firebase_crashlytics/firebase_crashlytics.dart';

/// Crash reporting for the foreground app and for Workmanager's background
/// isolate. Firebase is configured from the bundled GoogleService-Info.plist
/// that the "Copy GoogleService-Info.plist" build phase picks per flavor.
class CrashReporting {
  static bool _started = false;

  static Future<void> ensureStarted() async {
    if (_started) return;
    await Firebase.initializeApp();
    await FirebaseCrashlytics.instance.setCrashlyticsCollectionEnabled(true);
    _started = true;
  }
}
