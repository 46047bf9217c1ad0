import UIKit
import Flutter
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)
    EvidenceRecorder.shared.start()

    // Budget sync runs as a BGProcessingTask; the Dart side schedules it with
    // Workmanager().registerProcessingTask("app.pika.budget.sync", ...).
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "app.pika.budget.sync")

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
