import BackgroundTasks
import Foundation
import Shared

/// BGAppRefreshTask that refreshes dock availability through the shared
/// Kotlin module.
enum DockRefreshTask {
  static let identifier = "com.ferrowick.docks.refresh"

  static var onCompleted: ((Bool) -> Void)?

  /// AppDelegate.application(_:didFinishLaunchingWithOptions:)
  static func register() {
    // Launch handler on the main queue: DockStatusRefresher and the dock
    // store were written for main-thread use.
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: .main) { task in
      handle(task as! BGAppRefreshTask)
    }
    TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
  }

  static func submit(earliestBegin: Date = Date(timeIntervalSinceNow: 15 * 60)) throws {
    let request = BGAppRefreshTaskRequest(identifier: identifier)
    request.earliestBeginDate = earliestBegin
    do {
      try BGTaskScheduler.shared.submit(request)
      NSLog("[Ferrowick] BGTask submit %@ earliestBegin=+%.0fs", identifier, earliestBegin.timeIntervalSinceNow)
      TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    } catch {
      TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                             errorType: TaskDiagnostics.errorType(error))
      throw error
    }
  }

  private static func handle(_ task: BGAppRefreshTask) {
    TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
    NSLog("[Ferrowick] dock refresh started (thread: %@)", Thread.isMainThread ? "main" : "background")
    task.expirationHandler = {
      TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
      task.setTaskCompleted(success: false)
      onCompleted?(false)
    }
    // Blocks this (main) thread until the Kotlin side returns.
    let count = DockStatusRefresher(store: DockStore.shared).refreshBlocking()
    NSLog("[Ferrowick] dock refresh finished: %d docks", count)
    TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .execution, outcome: .succeeded)
    try? submit()
    task.setTaskCompleted(success: true)
    TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
    onCompleted?(true)
  }
}
