import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // Background isolates need the same plugins as the UI isolate.
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }

    // workmanager_apple >= 0.9.3+1 registers the BGTask launch handlers for the
    // identifiers in BGTaskSchedulerPermittedIdentifiers itself (#692); we only
    // attach the CI diagnostics hook that writes evidence.diagnostic/v1 records.
    WorkmanagerDebug.setCurrent(EvidenceRecordingHandler())

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
