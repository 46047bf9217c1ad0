import Foundation
import BackgroundTasks
import os

final class FactRefresher {
    static let shared = FactRefresher()
    static let taskIdentifier = "com.barkfacts.app.fetch"
    private let log = Logger(subsystem: "com.barkfacts.app", category: "Refresh")

    var onRefreshForTesting: (() -> Void)?
    private(set) var lastRequest: BGAppRefreshTaskRequest?

    func scheduleAppRefresh(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            lastRequest = request
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            log.info("submitted BGAppRefreshTaskRequest \(Self.taskIdentifier) earliestBeginDate=\(request.earliestBeginDate!)")
        } catch {
            DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            log.error("could not schedule app refresh: \(error)")
        }
    }

    func refresh() async {
        DiagnosticRecorder.shared.record(Self.taskIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        scheduleAppRefresh()
        if let fact = try? await FactAPI.live.randomFact() {
            await MainActor.run { FactStore.shared.insert(fact) }
        }
        onRefreshForTesting?()
    }
}
