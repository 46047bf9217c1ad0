import BackgroundTasks
import Flutter
import Foundation
import os

/// Thin adapter between BGTaskScheduler and the Dart background engine.
final class BackgroundWorkerApiImpl: NSObject, BackgroundWorkerApi {
  static let shared = BackgroundWorkerApiImpl()

  static let refreshTaskID = "app.shoebox.backup.refresh"
  static let processingTaskID = "app.shoebox.backup.processing"

  private static let log = Logger(subsystem: "app.shoebox.mobile", category: "BackgroundWorker")
  private static let recorder = EvidenceRecorder.appDefault
  private let queue = DispatchQueue(label: "app.shoebox.backgroundworker")

  static func registerBackgroundTasks() {
    for (id, kind) in [(refreshTaskID, TaskKind.appRefresh), (processingTaskID, TaskKind.processing)] {
      let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
        shared.handle(task: BGTaskBox(task), kind: kind)
      }
      try? recorder.record(id, kind: kind, phase: .registration,
                           outcome: ok ? .succeeded : .failed,
                           error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
    log.info("Registered BGTask handlers: \(refreshTaskID), \(processingTaskID)")
  }

  /// Entry point for real launches and for the DEBUG-only `debugRunWithFakeTask`
  /// channel method the integration tests use (Simulator cannot run BGTasks).
  func handle(task: BackgroundTaskProtocol, kind: TaskKind) {
    let id = task.identifier
    try? Self.recorder.record(id, kind: kind, phase: .launch, outcome: .succeeded)
    let engine = BackgroundEngine.start(for: id)

    task.expirationHandler = { [weak self] in
      guard let self else { return }
      Self.log.info("Expiration handler fired for \(id); scheduling 2.0 s completion fallback")
      try? Self.recorder.record(id, kind: kind, phase: .expiration, outcome: .cancelled)
      self.queue.async {
        // Fallback: if Dart has not acknowledged within 2 s, complete anyway.
        Timer.scheduledTimer(withTimeInterval: 2.0, repeats: false) { _ in
          Self.log.info("Completion fallback fired for \(id)")
          self.complete(task, kind: kind, success: false)
        }
        Self.log.info("Waiting on Dart cancel() before setTaskCompleted")
        let semaphore = DispatchSemaphore(value: 0)
        engine.close { semaphore.signal() }
        semaphore.wait()
        self.complete(task, kind: kind, success: false)
      }
    }

    engine.run { [weak self] success in
      self?.complete(task, kind: kind, success: success)
    }
  }

  /// Called from Dart (`BackgroundWorker.scheduleRefresh`) whenever the backup
  /// queue grows while the app is in the foreground.
  func scheduleRefresh(earliestBeginInSeconds: Double) throws {
    let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskID)
    request.earliestBeginDate = Date(timeIntervalSinceNow: earliestBeginInSeconds)
    do {
      try BGTaskScheduler.shared.submit(request)
      try? Self.recorder.record(Self.refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    } catch {
      Self.log.error("scheduleRefresh: submit \(Self.refreshTaskID) failed: \(error, privacy: .public)")
      try? Self.recorder.record(Self.refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .failed,
                                error: ErrorType(error))
      // Not fatal: the next foreground sync uploads the queue anyway.
    }
  }

  private func complete(_ task: BackgroundTaskProtocol, kind: TaskKind, success: Bool) {
    guard task.markCompletedOnce() else { return }
    try? Self.recorder.record(task.identifier, kind: kind, phase: .completion,
                              outcome: success ? .succeeded : .cancelled)
    task.setTaskCompleted(success: success)
    BackgroundWorkerFlutterApi.shared.onTaskCompleted(identifier: task.identifier, success: success)
  }
}
