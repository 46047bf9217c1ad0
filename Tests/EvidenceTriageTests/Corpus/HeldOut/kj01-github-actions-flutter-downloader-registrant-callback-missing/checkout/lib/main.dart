import 'package:flutter/material.dart';
import 'package:flutter_downloader/flutter_downloader.dart';

import 'app.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  debugPrint('[podwave] main(): initializing downloads');
  // Starts the plugin's background isolate on iOS; the AppDelegate must have handed the
  // plugin a registrant callback (FlutterDownloaderPlugin.setPluginRegistrantCallback).
  await FlutterDownloader.initialize(debug: false, ignoreSsl: false);
  FlutterDownloader.registerCallback(downloadCallback);
  runApp(const PodwaveApp());
}

@pragma('vm:entry-point')
void downloadCallback(String id, int status, int progress) {
  // Forwarded to the UI isolate through an IsolateNameServer port in app.dart.
  sendDownloadProgress(id, status, progress);
}
