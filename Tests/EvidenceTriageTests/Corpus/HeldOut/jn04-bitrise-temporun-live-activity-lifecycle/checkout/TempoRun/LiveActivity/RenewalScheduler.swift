import BackgroundTasks
import Foundation
import os

final class RenewalScheduler {
    static let shared = RenewalScheduler()
    static let identifier = "com.temporun.ios.la-renew"
    private let log = Logger(subsystem: "com.temporun.ios", category: "LA")
    var onRenewal: (() -> Void)?

    func makeRequest(earliest: Date) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliest
        return request
    }

    func schedule(earliest: Date) throws {
        try DiagnosticsRecorder.shared.recordThrowing(identifier: Self.identifier, kind: .appRefresh, phase: .submission) {
            try BGTaskScheduler.shared.submit(makeRequest(earliest: earliest))
        }
        log.info("submitted \(Self.identifier, privacy: .public) earliest=+\(Int(earliest.timeIntervalSinceNow))s")
    }

    func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        Task { @MainActor in
            await AppServices.shared.liveActivities.renew()
            self.onRenewal?()
            task.setTaskCompleted(success: true)
        }
    }
}
