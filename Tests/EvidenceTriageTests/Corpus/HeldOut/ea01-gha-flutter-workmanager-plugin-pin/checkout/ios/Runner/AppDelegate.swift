import BackgroundTasks
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

    // Identifiers must also be in Info.plist > BGTaskSchedulerPermittedIdentifiers.
    // Renamed from "...uploads" in LARK-412.
    WorkmanagerPlugin.registerTask(withIdentifier: "io.larkspur.fieldnotes.upload")
    DiagnosticsRecorder.shared.recordRegistration(
      "io.larkspur.fieldnotes.upload", kind: .processing)

    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
