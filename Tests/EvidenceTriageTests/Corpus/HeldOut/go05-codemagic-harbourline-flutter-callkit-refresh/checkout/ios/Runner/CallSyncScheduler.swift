import BackgroundTasks
import EvidenceRecorder
import Flutter
import Foundation

/// Refreshes the call log and missed-call badges shortly after a call ends.
final class CallSyncScheduler {
  static let shared = CallSyncScheduler()
  static let identifier = try! TaskIdentifier("com.harbourline.app.callsync")

  private let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))

  func registerLaunchHandler() {
    let registered = BGTaskScheduler.shared.register(
      forTaskWithIdentifier: Self.identifier.rawValue, using: nil
    ) { task in
      self.handle(task as! BGAppRefreshTask)
    }
    try? recorder.record(Self.identifier, kind: .appRefresh, phase: .registration,
                         outcome: registered ? .succeeded : .failed,
                         error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
  }

  func attach(to messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "harbourline/call_sync", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "scheduleAfterCall":
        result(self.schedule())
      case "backgroundModes":
        result(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? [])
      default:
        result(FlutterMethodNotImplemented)
      }
    }
  }

  @discardableResult
  func schedule() -> Bool {
    let request = BGAppRefreshTaskRequest(identifier: Self.identifier.rawValue)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      try? recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
      return true
    } catch {
      NSLog("Could not schedule app refresh: %@", error as NSError)
      try? recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                           error: ErrorType(error))
      return false
    }
  }

  private func handle(_ task: BGAppRefreshTask) {
    try? recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
    schedule()
    task.expirationHandler = { task.setTaskCompleted(success: false) }
    CallLogSync.run { ok in task.setTaskCompleted(success: ok) }
  }
}
