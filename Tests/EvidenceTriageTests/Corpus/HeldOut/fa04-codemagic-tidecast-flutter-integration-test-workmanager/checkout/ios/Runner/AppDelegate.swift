import UIKit
import Flutter
import workmanager
import EvidenceRecorder

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    GeneratedPluginRegistrant.register(with: self)

    // BGTaskScheduler identifiers, also listed in Info.plist.
    WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "dev.tidecast.app.forecastSync")
    WorkmanagerPlugin.registerPeriodicTask(
      withIdentifier: "dev.tidecast.app.refresh", frequency: NSNumber(value: 60 * 60))
    recordRegistration("dev.tidecast.app.forecastSync", kind: .processing)
    recordRegistration("dev.tidecast.app.refresh", kind: .appRefresh)

    UNUserNotificationCenter.current().delegate = self
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  private func recordRegistration(_ id: String, kind: TaskKind) {
    guard let identifier = try? TaskIdentifier(id) else { return }
    try? AppDelegate.recorder.record(identifier, kind: kind, phase: .registration, outcome: .succeeded)
  }
}
