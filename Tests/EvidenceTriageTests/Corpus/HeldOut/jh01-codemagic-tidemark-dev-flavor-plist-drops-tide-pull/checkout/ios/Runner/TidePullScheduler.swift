import BackgroundTasks
import Foundation
import os

/// Pulls the next 72 h of tide and swell data for saved spots.
final class TidePullScheduler {
  static let shared = TidePullScheduler()
  static let identifier = "app.tidemark.mobile.tide-pull"

  private let log = Logger(subsystem: "app.tidemark.mobile", category: "Background")
  private let store: SpotForecastStore
  var onRun: ((BGAppRefreshTask) -> Void)?

  init(store: SpotForecastStore = .shared) {
    self.store = store
  }

  func registerLaunchHandler() {
    log.info("launch: registering \(Self.identifier, privacy: .public)")
    _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
      self.handle(task as! BGAppRefreshTask)
    }
    // The recorder writes this line whether or not the scheduler accepted the handler.
    TaskDiagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, outcome: .succeeded)
  }

  static func makeRequest(from now: Date) -> BGAppRefreshTaskRequest {
    let request = BGAppRefreshTaskRequest(identifier: identifier)
    request.earliestBeginDate = now.addingTimeInterval(30 * 60)
    return request
  }

  func scheduleNext(from now: Date = Date()) throws {
    let request = Self.makeRequest(from: now)
    do {
      try BGTaskScheduler.shared.submit(request)
      TaskDiagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    } catch {
      log.error("tide-pull submit failed: \(String(describing: error), privacy: .public)")
      TaskDiagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
      throw error
    }
  }

  private func handle(_ task: BGAppRefreshTask) {
    TaskDiagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
    try? scheduleNext()
    let work = Task {
      do {
        try await store.refreshSavedSpots(hours: 72)
        task.setTaskCompleted(success: true)
      } catch {
        task.setTaskCompleted(success: false)
      }
    }
    task.expirationHandler = { work.cancel() }
    onRun?(task)
  }
}
