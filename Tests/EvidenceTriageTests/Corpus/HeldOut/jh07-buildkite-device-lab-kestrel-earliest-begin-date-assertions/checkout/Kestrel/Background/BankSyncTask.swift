import BackgroundTasks
import Foundation

/// BGAppRefreshTask: pulls new transactions from linked banks.
enum BankSyncTask {
  static let identifier = "com.kestrelbudget.app.bank-sync"

  /// Ask for a sync no earlier than a minute from now.
  static func schedule(now: Date = Date()) throws {
    let request = BGAppRefreshTaskRequest(identifier: identifier)
    request.earliestBeginDate = now.addingTimeInterval(60)
    try BGTaskScheduler.shared.submit(request)
    Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
    RunLedger.shared.noteEarliestBegin(identifier, request.earliestBeginDate!)
  }

  static func handle(_ task: BGAppRefreshTask) {
    Diagnostics.record(identifier, .appRefresh, .launch, .succeeded)
    RunLedger.shared.noteLaunch(identifier, at: Date())
    let work = Task {
      do {
        try await BankSync.live.run()
        Diagnostics.record(identifier, .appRefresh, .completion, .succeeded)
        task.setTaskCompleted(success: true)
      } catch {
        Diagnostics.record(identifier, .appRefresh, .execution, .failed, error: error)
        task.setTaskCompleted(success: false)
      }
    }
    task.expirationHandler = { work.cancel() }
  }
}
