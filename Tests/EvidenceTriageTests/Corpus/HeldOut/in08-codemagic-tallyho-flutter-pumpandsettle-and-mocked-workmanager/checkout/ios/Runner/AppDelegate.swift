import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    WorkmanagerPlugin.setPluginRegistrantCallback { registry in
      GeneratedPluginRegistrant.register(with: registry)
    }
    // Launch handler for the periodic sync (must happen before launch finishes).
    WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.tallyho.app.tally-sync",
                                           frequency: NSNumber(value: 15 * 60))
    EvidenceRecorder.record(identifier: "com.tallyho.app.tally-sync", kind: "appRefresh",
                            phase: "registration", outcome: "succeeded")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
