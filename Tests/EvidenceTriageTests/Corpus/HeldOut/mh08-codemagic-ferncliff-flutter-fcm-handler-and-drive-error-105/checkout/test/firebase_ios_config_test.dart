import 'dart:io';

import 'package:ferncliff/firebase_options.dart';
import 'package:flutter_test/flutter_test.dart';

void main() {
  group('Firebase iOS config', () {
    test('bundled GoogleService-Info.plist matches the app bundle id', () {
      final plist = File('ios/Runner/GoogleService-Info.plist').readAsStringSync();
      final m = RegExp(r'<key>BUNDLE_ID</key>\s*<string>([^<]+)</string>').firstMatch(plist)!;
      expect(m.group(1), DefaultFirebaseOptions.ios.iosBundleId);
    });
  });
}
