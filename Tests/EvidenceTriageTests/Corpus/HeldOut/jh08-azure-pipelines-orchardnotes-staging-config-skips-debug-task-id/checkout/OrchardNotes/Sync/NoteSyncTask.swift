import BackgroundTasks
import Foundation
import os

enum NoteSyncTask {
  static let identifier = "com.orchardnotes.app.sync"
  private static let log = Logger(subsystem: "com.orchardnotes.app", category: "Sync")

  static func register() {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
      let work = Task {
        let ok = (try? await NoteSyncJob.live.run()) != nil
        NotificationCenter.default.post(name: .noteSyncDidRun, object: nil)
        task.setTaskCompleted(success: ok)
      }
      task.expirationHandler = { work.cancel() }
    }
    Diagnostics.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed,
                       errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
  }

  static func schedule() {
    let request = BGAppRefreshTaskRequest(identifier: identifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
    } catch {
      log.error("sync submit failed: \(String(describing: error), privacy: .public)")
      Diagnostics.record(identifier, .appRefresh, .submission, .failed, error: error)
    }
  }
}

enum DebugSyncNowTask {
  static let identifier = "com.orchardnotes.app.debug-sync-now"

  static func register() {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
      Task { task.setTaskCompleted(success: (try? await NoteSyncJob.live.run()) != nil) }
    }
    Diagnostics.record(identifier, .processing, .registration, ok ? .succeeded : .failed,
                       errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
  }
}
