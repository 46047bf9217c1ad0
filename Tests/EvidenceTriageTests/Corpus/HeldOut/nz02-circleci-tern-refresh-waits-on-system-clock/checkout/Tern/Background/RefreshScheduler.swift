import BackgroundTasks
import Foundation
import os

final class RefreshScheduler {
    static let shared = RefreshScheduler()
    static let headlinesID = "com.ternnews.tern.headlines"
    static let digestID = "com.ternnews.tern.digest"

    private let log = Logger(subsystem: "com.ternnews.tern", category: "Refresh")
    var onHeadlinesRefreshForTesting: (() -> Void)?

    func register() {
        for id in [Self.headlinesID, Self.digestID] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { [weak self] task in
                self?.handle(task as! BGAppRefreshTask)
            }
            log.info("register \(id, privacy: .public) -> \(ok)")
            DiagnosticRecorder.shared.record(id: id, kind: .appRefresh, phase: .registration, ok: ok)
        }
    }

    func submit(_ id: String, after interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: id)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted BGAppRefreshTaskRequest \(id, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
            DiagnosticRecorder.shared.record(id: id, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            log.error("submit \(id, privacy: .public) failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(id: id, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    func pendingIdentifiers() async -> [String] {
        await BGTaskScheduler.shared.pendingTaskRequests().map(\.identifier).sorted()
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(id: task.identifier, kind: .appRefresh, phase: .launch, ok: true)
        onHeadlinesRefreshForTesting?()
        task.setTaskCompleted(success: true)
    }
}
