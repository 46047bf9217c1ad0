//
//  TimetableRefresh.swift
//  Quayline
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum TimetableRefresh {
    static let identifier = "com.quayline.app.timetable-refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let id = try! TaskIdentifier(identifier)

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: @escaping () -> TimetableRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            NotificationCenter.default.post(name: .timetableRefreshLaunched, object: nil)
            schedule(after: 15 * 60)
            let work = Task {
                let ok = (try? await job().run()) != nil
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    @discardableResult
    static func schedule(after seconds: TimeInterval) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return false
        }
    }
}

extension Notification.Name {
    static let timetableRefreshLaunched = Notification.Name("TimetableRefreshLaunched")
    static let timetableRefreshedBySilentPush = Notification.Name("TimetableRefreshedBySilentPush")
}
