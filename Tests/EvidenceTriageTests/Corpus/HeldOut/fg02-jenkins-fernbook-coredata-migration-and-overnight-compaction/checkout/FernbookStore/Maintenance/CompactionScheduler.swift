import BackgroundTasks
import Foundation
import os

/// Nightly VACUUM + old-attachment pruning, run as a BGProcessingTask.
public final class CompactionScheduler {
    public static let identifier = "com.fernbook.app.compact"
    private let log = Logger(subsystem: "com.fernbook.app", category: "compaction")
    private let recorder: DiagnosticsRecorder
    private let job: () async throws -> Void

    public init(recorder: DiagnosticsRecorder, job: @escaping () async throws -> Void) {
        self.recorder = recorder
        self.job = job
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    public func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [self] task in
            recorder.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            handle(task as! BGProcessingTask)
        }
        recorder.record(Self.identifier, kind: .processing, phase: .registration,
                        outcome: ok ? .succeeded : .failed,
                        error: ok ? nil : "BGTaskScheduler.registrationRejected")
    }

    public func schedule(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.identifier, privacy: .public) earliest=\(earliest, privacy: .public)")
            recorder.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(Self.identifier, kind: .processing, phase: .submission, outcome: .failed,
                            error: (error as NSError).domain + ":" + String((error as NSError).code))
            throw error
        }
    }

    private func handle(_ task: BGProcessingTask) {
        let work = Task {
            do {
                try await job()
                recorder.record(Self.identifier, kind: .processing, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                recorder.record(Self.identifier, kind: .processing, phase: .completion, outcome: .failed)
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = {
            work.cancel()
            self.recorder.record(Self.identifier, kind: .processing, phase: .expiration, outcome: .cancelled)
        }
    }
}
