import BackgroundTasks
import Foundation
import os

final class RateRefreshScheduler {
    static let identifier = "com.ledgerlyapp.ios.rates.refresh"
    private let log = Logger(subsystem: "com.ledgerlyapp.ios", category: "rates")
    private let recorder: DiagnosticsRecorder
    var onRun: (() -> Void)?

    init(recorder: DiagnosticsRecorder = .shared) { self.recorder = recorder }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        recorder.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func submit(earliest: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("rate refresh submit failed: \(String(describing: error), privacy: .public)")
            recorder.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        recorder.record(Self.identifier, .appRefresh, .launch, .succeeded)
        onRun?()
        task.setTaskCompleted(success: true)
    }
}
