import BackgroundTasks
import Foundation
import os

/// BGAppRefreshTask: pulls the next timetable delta for the user's saved lines.
final class TimetableRefresh {
  static let identifier = "com.greenline.transit.timetable-refresh"
  static let shared = TimetableRefresh(feed: .live, store: .shared)

  private let feed: TimetableFeed
  private let store: TimetableStore
  private let log = Logger(subsystem: "com.greenline.transit", category: "Background")
  var didApply: ((Int) -> Void)?

  init(feed: TimetableFeed, store: TimetableStore) {
    self.feed = feed
    self.store = store
  }

  func register() {
    let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
      self.handle(task as! BGAppRefreshTask)
    }
    Diagnostics.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
  }

  func schedule() throws {
    let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
    request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 60 * 60)
    try BGTaskScheduler.shared.submit(request)
    Diagnostics.record(Self.identifier, .appRefresh, .submission, .succeeded)
  }

  private func handle(_ task: BGAppRefreshTask) {
    Diagnostics.record(Self.identifier, .appRefresh, .launch, .succeeded)
    let work = Task {
      let delta = try await feed.delta(since: store.version)
      store.apply(delta)
      didApply?(delta.changes.count)
      task.setTaskCompleted(success: true)
    }
    task.expirationHandler = { work.cancel() }
  }
}
