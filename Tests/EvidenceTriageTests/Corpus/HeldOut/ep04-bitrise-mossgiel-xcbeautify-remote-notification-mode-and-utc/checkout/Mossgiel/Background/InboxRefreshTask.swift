//
//  InboxRefreshTask.swift
//  Mossgiel
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum InboxRefreshTask {
    static let identifier = "com.mossgiel.inbox.refresh"
    static let didRun = Notification.Name("InboxRefreshDidRun")
    static let recorder = EvidenceRecorder.mossgiel

    static func register(services: Services) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(TaskIdentifier(identifier), kind: .appRefresh, phase: .launch, outcome: .succeeded)
            schedule()
            Task {
                _ = try? await services.inboxSync.pull()
                NotificationCenter.default.post(name: didRun, object: nil)
                task.setTaskCompleted(success: true)
            }
        }
        try? recorder.record(TaskIdentifier(identifier), kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(TaskIdentifier(identifier), kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
