import 'package:flutter/material.dart';
import 'package:flutter/services.dart';
import 'package:workmanager/workmanager.dart';

import 'background/callback_dispatcher.dart';

const _testBridge = MethodChannel('saltgrass/test_bridge');
const _diagnostics = MethodChannel('saltgrass/diagnostics');

Future<void> scheduleUploads() async {
  await Workmanager().registerPeriodicTask(
    periodicUpload,
    periodicUpload,
    initialDelay: const Duration(seconds: 60),
    frequency: const Duration(minutes: 20),
  );
}

void main() {
  WidgetsFlutterBinding.ensureInitialized();
  Workmanager().initialize(callbackDispatcher);
  _testBridge.setMethodCallHandler((call) async {
    if (call.method == 'scheduleUploads') {
      try {
        await scheduleUploads();
        await _diagnostics.invokeMethod('recordSubmission',
            {'identifier': periodicUpload, 'kind': 'appRefresh', 'error': null});
        return 'ok';
      } on PlatformException catch (e) {
        print('scheduleUploads: $e');
        await _diagnostics.invokeMethod('recordSubmission',
            {'identifier': periodicUpload, 'kind': 'appRefresh', 'error': e.message});
        return 'error';
      }
    }
    return null;
  });
  runApp(const SaltgrassApp());
}

class SaltgrassApp extends StatelessWidget {
  const SaltgrassApp({super.key});
  @override
  Widget build(BuildContext context) =>
      const MaterialApp(title: 'Saltgrass', home: Scaffold());
}
