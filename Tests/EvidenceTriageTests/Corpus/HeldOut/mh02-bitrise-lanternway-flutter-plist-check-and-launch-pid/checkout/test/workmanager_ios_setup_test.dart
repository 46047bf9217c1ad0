import 'dart:io';

import 'package:flutter_test/flutter_test.dart';
import 'package:xml/xml.dart';

/// Static check of the iOS setup that flutter_workmanager needs: the
/// identifier registered in AppDelegate.swift must be permitted in
/// ios/Runner/Info.plist and the matching background mode must be present.
void main() {
  group('Workmanager iOS setup', () {
    late XmlDocument plist;
    setUpAll(() {
      plist = XmlDocument.parse(File('ios/Runner/Info.plist').readAsStringSync());
    });

    List<String> arrayFor(String key) {
      final keys = plist.findAllElements('key').where((k) => k.innerText == key);
      if (keys.isEmpty) return const [];
      final array = keys.first.nextElementSibling!;
      return array.findElements('string').map((e) => e.innerText).toList();
    }

    test('permits the refresh identifier', () {
      expect(arrayFor('BGTaskSchedulerPermittedIdentifiers'),
          contains('com.lanternway.app.feed-refresh'));
    });

    test('declares the fetch background mode', () {
      expect(arrayFor('UIBackgroundModes'), contains('fetch'));
    });
  });
}
