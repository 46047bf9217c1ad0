import BackgroundTasks
import CoreData
import EvidenceRecorder

/// Nightly BGProcessingTask `com.orrin.podcasts.prune`: deletes downloads of
/// episodes played more than 7 days ago.
final class PrunePlayedJob {
    static let identifier = "com.orrin.podcasts.prune"
    private let stack: CoreDataStack
    private let recorder: EvidenceRecorder

    init(stack: CoreDataStack, recorder: EvidenceRecorder) {
        self.stack = stack
        self.recorder = recorder
    }

    func handle(_ task: ProcessingTask) {
        try? recorder.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        DispatchQueue.global(qos: .utility).async {
            let cutoff = Date().addingTimeInterval(-7 * 86_400)
            let played = self.stack.viewContext.playedEpisodes(before: cutoff)
            for episode in played {
                try? FileManager.default.removeItem(at: episode.localFileURL)
                episode.localFileURL = nil
            }
            try? self.stack.viewContext.save()
            try? self.recorder.record(Self.identifier, kind: .processing, phase: .execution, outcome: .succeeded)
            task.setTaskCompleted(success: true)
        }
    }

    static func schedule(recorder: EvidenceRecorder) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
