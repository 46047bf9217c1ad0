import BackgroundTasks
import EvidenceRecorder
import Flutter
import Foundation

/// Bridges BGAppRefreshTask to Dart: the task launches a headless engine
/// callback that pulls new field readings from the co-op's station API.
enum HarvestBackground {
  static let refreshIdentifier = "farm.harvestlog.app.refresh"
  static let id = try! TaskIdentifier(refreshIdentifier)
  static let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))
  private static var channel: FlutterMethodChannel?

  static func registerRefresh() {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
      handle(task as! BGAppRefreshTask)
    }
    try? recorder.record(id, kind: .appRefresh, phase: .registration,
                         outcome: ok ? .succeeded : .failed,
                         error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
  }

  static func attach(to messenger: FlutterBinaryMessenger) {
    let channel = FlutterMethodChannel(name: "harvestlog/background", binaryMessenger: messenger)
    channel.setMethodCallHandler { call, result in
      switch call.method {
      case "schedule":
        result(schedule(minutes: (call.arguments as? Int) ?? 15))
      default:
        result(FlutterMethodNotImplemented)
      }
    }
    self.channel = channel
  }

  static func schedule(minutes: Int) -> Any? {
    let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: TimeInterval(minutes * 60))
    do {
      try BGTaskScheduler.shared.submit(request)
      try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
      return true
    } catch {
      try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
      return FlutterError(code: "bg_submit_failed", message: error.localizedDescription, details: nil)
    }
  }

  private static func handle(_ task: BGAppRefreshTask) {
    try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
    _ = schedule(minutes: 15)
    task.expirationHandler = {
      try? recorder.record(id, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
    }
    channel?.invokeMethod("refresh", arguments: nil) { reply in
      let ok = (reply as? Bool) == true
      try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
      task.setTaskCompleted(success: ok)
    }
  }
}
