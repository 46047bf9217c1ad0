import BackgroundTasks
import Foundation

/// BGProcessingTask that re-indexes attachments overnight while charging.
enum NightlyIndexTask {
    static let identifier = "com.larchmont.notes.nightly-index"
    nonisolated(unsafe) static var onLaunchForTesting: (() -> Void)?

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func register(job: @escaping () -> NightlyIndexJob) {
        let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: .main) { task in
            onLaunchForTesting?()
            let work = Task { try await job().run() }
            task.expirationHandler = { work.cancel() }
            Task {
                let ok = (try? await work.value) != nil
                task.setTaskCompleted(success: ok)
            }
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, accepted: accepted)
    }

    static func schedule(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, kind: .processing, phase: .submission, accepted: true)
        } catch {
            Diagnostics.record(identifier, kind: .processing, phase: .submission, accepted: false, error: error)
            throw error
        }
    }
}

/// The work: index every attachment changed since the last run.
final class NightlyIndexJob {
    private let indexer: AttachmentIndexer
    private let attachments: () -> [Attachment]

    init(indexer: AttachmentIndexer, attachments: @escaping () -> [Attachment]) {
        self.indexer = indexer
        self.attachments = attachments
    }

    func run() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            indexer.indexPending(attachments()) { continuation.resume(with: $0) }
        }
    }
}
