import BackgroundTasks
import EvidenceRecorder
import Flutter
import UIKit

@UIApplicationMain
@objc class AppDelegate: FlutterAppDelegate {
  static let refreshTaskId = "app.lindenhof.substitution-refresh"
  static let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))
  private var registered = false

  override func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let id = try! TaskIdentifier(Self.refreshTaskId)
    registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskId, using: nil) { task in
      BackgroundRunner.shared.handle(task: task as! BGAppRefreshTask)
    }
    try? Self.recorder.record(id, kind: .appRefresh, phase: .registration,
                              outcome: registered ? .succeeded : .failed,
                              error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    GeneratedPluginRegistrant.register(with: self)

    let controller = window?.rootViewController as! FlutterViewController
    let channel = FlutterMethodChannel(name: "app.lindenhof/background", binaryMessenger: controller.binaryMessenger)
    channel.setMethodCallHandler { [weak self] call, result in
      switch call.method {
      case "isRegistered":
        result(self?.registered ?? false)
      case "schedule":
        let args = call.arguments as? [String: Any]
        let seconds = args?["earliestSeconds"] as? Double ?? 900
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskId)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
          try BGTaskScheduler.shared.submit(request)
          try? Self.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
          result(["ok": true])
        } catch {
          try? Self.recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
          result(["ok": false, "error": "\(error)"])
        }
      case "lastCheckMillis":
        result(BackgroundRunner.shared.lastCheckMillis)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
