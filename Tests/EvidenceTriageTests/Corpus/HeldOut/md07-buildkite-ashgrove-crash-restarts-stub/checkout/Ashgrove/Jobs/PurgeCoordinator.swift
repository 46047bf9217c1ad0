import BackgroundTasks
import EvidenceRecorder

final class PurgeCoordinator {
    static let identifier = "com.ashgrove.app.thumbnail-purge"
    let scheduler: TaskScheduling
    let recorder = EvidenceRecorder(fileURL: EvidenceRecorder.defaultURL())
    init(scheduler: TaskScheduling = BGTaskScheduler.shared) { self.scheduler = scheduler }

    static func makeRequest() -> TaskRequest {
        let r = BGProcessingTaskRequest(identifier: identifier)
        r.requiresExternalPower = true
        return r
    }

    func registerAtLaunch() {
        let ok = scheduler.register(forTaskWithIdentifier: Self.identifier) { task in PurgeRunner.shared.handle(task) }
        try? recorder.record(Self.identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func scheduleNightlyPurge() throws {
        do {
            try scheduler.submit(Self.makeRequest())
            try? recorder.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(Self.identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
