import BackgroundTasks
import os
import shared

final class BackgroundTasks {
  static let refreshID = "com.pebblewise.ios.refresh"
  static let compactionID = "com.pebblewise.ios.compact"

  private let repository: RouteSyncRepository
  private let log = Logger(subsystem: "com.pebblewise.ios", category: "Tasks")

  init(repository: RouteSyncRepository) { self.repository = repository }

  func registerAll() {
    let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
      self.handleRefresh(task as! BGAppRefreshTask)
    }
    TaskRecorder.record(Self.refreshID, kind: .appRefresh, phase: .registration,
                        outcome: refreshOK ? .succeeded : .failed)
    let compactOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.compactionID, using: nil) { task in
      self.handleCompaction(task as! BGProcessingTask)
    }
    TaskRecorder.record(Self.compactionID, kind: .processing, phase: .registration,
                        outcome: compactOK ? .succeeded : .failed)
  }

  /// Launch handler. With `using: nil` BGTaskScheduler calls it on a background queue.
  func handleRefresh(_ task: RefreshTaskLike) {
    TaskRecorder.record(Self.refreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
    log.info("refresh launch handler started")
    let imported = repository.importPending()
    log.info("refresh imported \(imported) routes")
    TaskRecorder.record(Self.refreshID, kind: .appRefresh, phase: .completion, outcome: .succeeded)
    task.setTaskCompleted(success: true)
  }

  func handleCompaction(_ task: BGProcessingTask) {
    RouteStoreCompactor.compact()
    task.setTaskCompleted(success: true)
  }

  func scheduleRefresh() {
    let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
    submit(request, id: Self.refreshID, kind: .appRefresh)
  }

  func submitNightlyCompaction(now: Date) throws {
    let request = BGProcessingTaskRequest(identifier: Self.compactionID)
    request.requiresExternalPower = true
    request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 2),
                                                          matchingPolicy: .nextTime)
    try submitOrThrow(request, id: Self.compactionID, kind: .processing)
  }

  private func submit(_ request: BGTaskRequest, id: String, kind: TaskRecorder.Kind) {
    try? submitOrThrow(request, id: id, kind: kind)
  }

  private func submitOrThrow(_ request: BGTaskRequest, id: String, kind: TaskRecorder.Kind) throws {
    do {
      try BGTaskScheduler.shared.submit(request)
      TaskRecorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
    } catch {
      log.error("\(id) submit failed: \(String(describing: error))")
      let ns = error as NSError
      TaskRecorder.record(id, kind: kind, phase: .submission, outcome: .failed,
                          errorType: "\(ns.domain):\(ns.code)")
      throw error
    }
  }
}

/// Lets tests hand the handler a stand-in task.
protocol RefreshTaskLike { func setTaskCompleted(success: Bool) }
extension BGAppRefreshTask: RefreshTaskLike {}
