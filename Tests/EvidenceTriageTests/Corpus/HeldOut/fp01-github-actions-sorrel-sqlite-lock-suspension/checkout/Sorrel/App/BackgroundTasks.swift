import BackgroundTasks
import EvidenceRecorder
import SorrelKit
import UIKit

enum SorrelBackgroundTasks {
    static let flushIdentifier = "com.sorrelapp.sorrel.flush"   // BGTaskSchedulerPermittedIdentifiers
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(makeJob: @escaping () throws -> BackgroundFlushJob) {
        let id = try! TaskIdentifier(flushIdentifier)
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: flushIdentifier, using: nil) { task in
            handle(task as! BGProcessingTask, makeJob: makeJob)
        }
        try? recorder.record(id, kind: .processing, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleFlush() {
        let id = try! TaskIdentifier(flushIdentifier)
        let request = BGProcessingTaskRequest(identifier: flushIdentifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGProcessingTask, makeJob: () throws -> BackgroundFlushJob) {
        let id = try! TaskIdentifier(flushIdentifier)
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        guard let job = try? makeJob() else {
            task.setTaskCompleted(success: false)
            return
        }
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
            scheduleFlush()
        }
    }
}
