import Foundation
import BackgroundTasks
import Flutter

protocol TaskScheduling {
  func submit(_ request: BGTaskRequest) throws
  func cancel(taskRequestWithIdentifier identifier: String)
  func pendingIdentifiers() -> [String]
}

extension BGTaskScheduler: TaskScheduling {
  func pendingIdentifiers() -> [String] { [] }
}

/// Native side of the `tallyhive/background_sync` channel.
final class BackgroundSyncBridge {
  static let periodicIdentifier = "com.tallyhive.app.periodicSync"
  private let scheduler: TaskScheduling
  private(set) var uniqueNames: [String: String] = [:]   // uniqueName -> identifier
  var onCallbackDispatched: (() -> Void)?

  init(scheduler: TaskScheduling = BGTaskScheduler.shared) {
    self.scheduler = scheduler
  }

  func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
    let args = call.arguments as? [String: Any] ?? [:]
    switch call.method {
    case "registerPeriodicTask":
      let uniqueName = args["uniqueName"] as? String ?? Self.periodicIdentifier
      let request = BGAppRefreshTaskRequest(identifier: Self.periodicIdentifier)
      request.earliestBeginDate = Date(timeIntervalSinceNow: (args["initialDelaySeconds"] as? Double) ?? 15 * 60)
      do {
        try scheduler.submit(request)
        uniqueNames[uniqueName] = Self.periodicIdentifier
        TallyDiagnostics.shared.recordSubmission(identifier: request.identifier, kind: .appRefresh, error: nil)
        result(true)
      } catch {
        TallyDiagnostics.shared.recordSubmission(identifier: request.identifier, kind: .appRefresh, error: error)
        result(FlutterError(code: "bgTaskSchedulingFailed(\(error))",
                            message: "Scheduling the task using BGTaskScheduler has failed.", details: nil))
      }
    case "cancelByUniqueName":
      let uniqueName = args["uniqueName"] as? String ?? ""
      if let identifier = uniqueNames[uniqueName] {
        uniqueNames[uniqueName] = nil
        scheduler.cancel(taskRequestWithIdentifier: uniqueName)
        _ = identifier
      }
      result(true)
    default:
      result(FlutterMethodNotImplemented)
    }
  }
}
