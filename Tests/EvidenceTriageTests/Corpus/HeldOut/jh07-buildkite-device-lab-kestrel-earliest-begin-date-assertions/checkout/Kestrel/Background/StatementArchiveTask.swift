import BackgroundTasks
import Foundation

/// BGProcessingTask: renders last month's statements to PDF. Runs on power only.
enum StatementArchiveTask {
  static let identifier = "com.kestrelbudget.app.statement-archive"

  static func schedule() throws {
    let request = BGProcessingTaskRequest(identifier: identifier)
    request.requiresExternalPower = true
    request.requiresNetworkConnectivity = false
    try BGTaskScheduler.shared.submit(request)
    Diagnostics.record(identifier, .processing, .submission, .succeeded)
  }

  static func handle(_ task: BGProcessingTask) {
    Diagnostics.record(identifier, .processing, .launch, .succeeded)
    RunLedger.shared.noteLaunch(identifier, at: Date())
    let work = Task {
      let ok = (try? await StatementArchiver.live.archiveLastMonth()) != nil
      task.setTaskCompleted(success: ok)
    }
    task.expirationHandler = { work.cancel() }
  }
}
