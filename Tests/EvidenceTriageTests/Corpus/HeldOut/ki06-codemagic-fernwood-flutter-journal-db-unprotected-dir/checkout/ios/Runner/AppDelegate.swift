import BackgroundTasks
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
  static let syncIdentifier = "com.fernwood.journal.sync"
  private let recorder = DiagnosticRecorder.shared

  override func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncIdentifier, using: nil) { task in
      self.runJournalSync(task as! BGAppRefreshTask)
    }
    recorder.record(Self.syncIdentifier, .appRefresh, .registration, ok ? .succeeded : .failed, nil)
    GeneratedPluginRegistrant.register(with: self)

    let controller = window?.rootViewController as! FlutterViewController
    let channel = FlutterMethodChannel(name: "fernwood/background", binaryMessenger: controller.binaryMessenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "schedule":
        let request = BGAppRefreshTaskRequest(identifier: Self.syncIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
          try BGTaskScheduler.shared.submit(request)
          self.recorder.record(Self.syncIdentifier, .appRefresh, .submission, .succeeded, nil)
          result(nil)
        } catch {
          self.recorder.record(Self.syncIdentifier, .appRefresh, .submission, .failed, DiagnosticRecorder.errorType(error))
          result(FlutterError(code: "bg-submit", message: "\(error)", details: nil))
        }
      case "lastSyncAt":
        result(UserDefaults.standard.object(forKey: "journal.lastSyncAtMs") as? Int)
      default:
        result(FlutterMethodNotImplemented)
      }
    }
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  private func runJournalSync(_ task: BGAppRefreshTask) {
    recorder.record(task.identifier, .appRefresh, .launch, .succeeded, nil)
    JournalSyncRunner.shared.run(task: task)
  }
}
