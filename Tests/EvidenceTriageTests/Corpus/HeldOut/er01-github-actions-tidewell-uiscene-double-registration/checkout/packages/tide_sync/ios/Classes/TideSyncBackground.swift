import BackgroundTasks
import EvidenceRecorder
import Foundation

public enum TideSyncBackground {
  public static let refreshIdentifier = "com.tidewell.app.tide-refresh"
  public static let pruneIdentifier = "com.tidewell.app.chart-prune"

  static let recorder = EvidenceRecorder(
    fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("evidence/diagnostics.jsonl"))

  /// Launch gate. BGTaskScheduler requires every launch handler to be registered
  /// before application(_:didFinishLaunchingWithOptions:) returns; registering later
  /// raises. We refuse (and record the refusal) instead of crashing the app.
  public enum LaunchGate { case notStarted, launching, finished, open }
  public static var launchGate: LaunchGate = .notStarted

  public static func markLaunchStarted() { launchGate = .launching }
  public static func markLaunchFinished() { if launchGate == .launching { launchGate = .finished } }

  public static func registerHandlers() {
    register(refreshIdentifier, kind: .appRefresh) { task in
      TideRefreshJob.shared.handle(task as! BGAppRefreshTask)
    }
    register(pruneIdentifier, kind: .processing) { task in
      ChartPruneJob.shared.handle(task as! BGProcessingTask)
    }
  }

  private static func register(_ identifier: String, kind: TaskKind,
                               handler: @escaping @Sendable (BGTask) -> Void) {
    let id = try! TaskIdentifier(identifier)
    guard launchGate != .finished else {
      NSLog("[TideSync] not registering %@: application already finished launching", identifier)
      try? recorder.record(id, kind: kind, phase: .registration, outcome: .failed,
                           error: .named("TideSync.registeredAfterLaunch"))
      return
    }
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
    try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                         error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
  }

  public static func scheduleRefresh() -> Bool {
    let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
    return submit(request, kind: .appRefresh)
  }

  public static func schedulePrune() -> Bool {
    let request = BGProcessingTaskRequest(identifier: pruneIdentifier)
    request.requiresExternalPower = true
    return submit(request, kind: .processing)
  }

  private static func submit(_ request: BGTaskRequest, kind: TaskKind) -> Bool {
    let id = try! TaskIdentifier(request.identifier)
    do {
      try BGTaskScheduler.shared.submit(request)
      try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
      return true
    } catch {
      try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
      return false
    }
  }
}
