import Foundation
import BackgroundTasks
import os

final class RefreshScheduler {
    static let shared = RefreshScheduler()
    private let log = Logger(subsystem: "app.larder.ios", category: "Refresh")
    var onRefresh: (() -> Void)?

    func submit(after interval: TimeInterval = 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: "app.larder.ios.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record("app.larder.ios.refresh", kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record("app.larder.ios.refresh", kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            log.error("[Refresh] submit failed: \(error as NSError)")
            throw error
        }
    }
}

final class PantryCleanup {
    static let shared = PantryCleanup()
    private let log = Logger(subsystem: "app.larder.ios", category: "Cleanup")
    var onCleanupForTesting: (() -> Void)?

    func schedule() {
        let request = BGProcessingTaskRequest(identifier: "app.larder.ios.cleanup")
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record("app.larder.ios.cleanup", kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record("app.larder.ios.cleanup", kind: .processing, phase: .submission, outcome: .failed, error: error)
            log.error("[Cleanup] submit failed: \(error as NSError)")
        }
    }
}
