//
//  AttachmentCleanupScheduler.swift
//  HarborNotes
//
//  BGProcessingTask that deletes attachment files no note references any
//  more. Registered in AppDelegate.application(_:didFinishLaunchingWithOptions:).
//

import BackgroundTasks
import Foundation

extension Notification.Name {
    static let attachmentCleanupFinished = Notification.Name("HarborAttachmentCleanupFinished")
}

final class AttachmentCleanupScheduler {
    static let shared = AttachmentCleanupScheduler()
    static let identifier = "com.harbornotes.attachments.cleanup"

    private let recorder = TaskDiagnosticsRecorder.shared

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
        recorder.record(identifier: Self.identifier, kind: .processing, phase: .registration,
                        outcome: ok ? .succeeded : .failed, errorType: nil)
    }

    func schedule(earliest: Date = Date(timeIntervalSinceNow: 6 * 60 * 60)) {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier: Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            let ns = error as NSError
            print("AttachmentCleanupScheduler: could not submit \(Self.identifier): \(error)")
            recorder.record(identifier: Self.identifier, kind: .processing, phase: .submission,
                            outcome: .failed, errorType: "\(ns.domain):\(ns.code)")
        }
    }

    private func handle(_ task: BGProcessingTask) {
        recorder.record(identifier: Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded, errorType: nil)
        let job = AttachmentCleanupJob(store: .shared)
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: .attachmentCleanupFinished, object: nil)
        }
    }
}
