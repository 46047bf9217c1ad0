import BackgroundTasks
import EvidenceRecorder
import Foundation
import UserNotifications

/// Refreshes tide predictions and posts a "tide turning" alert for the saved harbour.
final class TideRefresh {
    static let shared = TideRefresh()
    static let identifier = "com.halyard.sailing.tide-refresh"

    private let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(TideRefresh.identifier)

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func schedule(in interval: TimeInterval) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule(in: 2 * 3600)
        let work = Task {
            let turning = try await TideService.live.nextTurn(forHarbour: .saved)
            try await UNUserNotificationCenter.current().add(turning.notificationRequest)
        }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
        }
    }
}
