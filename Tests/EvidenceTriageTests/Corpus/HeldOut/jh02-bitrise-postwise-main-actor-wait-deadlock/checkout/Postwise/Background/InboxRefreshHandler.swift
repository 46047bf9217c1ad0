import BackgroundTasks
import Foundation
import os

/// The pieces of BGAppRefreshTask the handler uses, so tests can pass a fake.
protocol RefreshTask: AnyObject {
  var expirationHandler: (() -> Void)? { get set }
  func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTask {}

final class InboxRefreshHandler {
  static let identifier = "com.postwise.ios.inbox-refresh"

  private let sync: InboxSync
  private let log = Logger(subsystem: "com.postwise.ios", category: "Background")
  private var current: Task<Void, Never>?

  init(sync: InboxSync) {
    self.sync = sync
  }

  func scheduleNext(now: Date = Date()) {
    let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
    request.earliestBeginDate = now.addingTimeInterval(15 * 60)
    do {
      try BGTaskScheduler.shared.submit(request)
      BackgroundDiagnostics.record(Self.identifier, .appRefresh, .submission, .succeeded)
    } catch {
      log.error("inbox-refresh submit failed: \(String(describing: error), privacy: .public)")
      BackgroundDiagnostics.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
    }
  }

  /// Runs one inbox sync. Completion is reported on the main actor because the
  /// unread badge and the inbox list are updated in the same step.
  func handle(_ task: RefreshTask) {
    scheduleNext()
    current = Task {
      let ok: Bool
      do {
        try await sync.run()
        ok = true
      } catch {
        ok = false
      }
      await MainActor.run {
        UnreadBadge.shared.refresh()
        NotificationCenter.default.post(name: .inboxRefreshDidRun, object: nil)
        task.setTaskCompleted(success: ok && !Task.isCancelled)
      }
    }
    task.expirationHandler = { [weak self] in self?.current?.cancel() }
  }
}

extension Notification.Name {
  static let inboxRefreshDidRun = Notification.Name("InboxRefreshDidRun")
}
