import BackgroundTasks
import Foundation

final class UploadContinuation {
    static let shared = UploadContinuation()
    static let pattern = "com.harbourline.app.upload.*"

    private(set) var startedBatches: Set<String> = []
    private var batches: [String: UploadBatch] = [:]

    func registerHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.pattern, using: nil) { task in
            self.run(task as! BGContinuedProcessingTask)
        }
        Diagnostics.shared.registration(Self.pattern, kind: .processing, ok: ok)
    }

    func submit(_ batch: UploadBatch) throws {
        let identifier = "com.harbourline.app.upload.\(batch.id)"
        batches[identifier] = batch
        let request = BGContinuedProcessingTaskRequest(identifier: identifier,
                                                       title: "Uploading \(batch.photos.count) photos",
                                                       subtitle: batch.albumName)
        request.strategy = .queue
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.shared.submission(identifier, kind: .processing, ok: true)
        } catch {
            Diagnostics.shared.submission(identifier, kind: .processing, ok: false, error: error)
            throw error
        }
    }

    private func run(_ task: BGContinuedProcessingTask) {
        Diagnostics.shared.launch(task.identifier, kind: .processing)
        guard let batch = batches[task.identifier] else { task.setTaskCompleted(success: false); return }
        startedBatches.insert(batch.id)
        var stop = false
        task.expirationHandler = { stop = true }
        task.progress.totalUnitCount = Int64(batch.photos.count)
        for photo in batch.photos where !stop {
            batch.upload(photo)
            task.progress.completedUnitCount += 1
        }
        task.setTaskCompleted(success: !stop)
    }
}
