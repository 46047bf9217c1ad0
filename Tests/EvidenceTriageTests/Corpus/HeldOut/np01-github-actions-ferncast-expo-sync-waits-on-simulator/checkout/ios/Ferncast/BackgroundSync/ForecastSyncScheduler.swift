import BackgroundTasks
import Foundation
import os

/// Native side of the `forecast-sync` task that the JS layer defines with
/// expo-task-manager and registers through expo-background-task.
final class ForecastSyncScheduler {
    static let shared = ForecastSyncScheduler()
    static let identifier = "com.ferncast.app.forecast-sync"

    private let log = Logger(subsystem: "com.ferncast.app", category: "ForecastSync")
    private(set) var isRegistered = false
    private(set) var lastSubmittedIdentifier: String?
    var onExecuteForTesting: (() -> Void)?

    func registerIfNeeded() {
        guard !isRegistered else { return }
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGProcessingTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(self.isRegistered)")
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .registration,
                                         outcome: isRegistered ? .succeeded : .failed)
    }

    func submit(minimumInterval: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: minimumInterval)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            lastSubmittedIdentifier = request.identifier
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit BGProcessingTaskRequest \(Self.identifier, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    private func handle(_ task: BGProcessingTask) {
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { ForecastSyncJob.shared.cancel() }
        ForecastSyncJob.shared.run { ok in
            self.onExecuteForTesting?()
            task.setTaskCompleted(success: ok)
        }
    }

    func resetForTesting() {
        lastSubmittedIdentifier = nil
        onExecuteForTesting = nil
    }
}
