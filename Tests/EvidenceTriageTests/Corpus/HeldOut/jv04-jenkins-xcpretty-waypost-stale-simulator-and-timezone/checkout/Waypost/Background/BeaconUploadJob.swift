import BackgroundTasks
import OSLog

protocol ProcessingTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: ProcessingTaskLike {}

struct BeaconUploadJob {
    static let identifier = "com.waypost.app.beacon-upload"
    let queue: BeaconQueue
    let api: BeaconAPI
    let cursor: CursorStore

    func run(_ task: ProcessingTaskLike) async {
        let work = Task {
            var position = cursor.load()
            for batch in queue.batches(after: position, size: 100) {
                try Task.checkCancellation()
                position = batch.lastSequence
                // The cursor is advanced as soon as the batch is *sent*; the acknowledgement is awaited after.
                cursor.save(position)
                Log.upload.info("batch \(batch.index) sent, cursor -> \(position)")
                try await api.acknowledge(api.send(batch))
                Log.upload.info("batch \(batch.index) acked (cursor \(position))")
            }
        }
        task.expirationHandler = {
            Log.upload.info("expiration handler: cancelling upload")
            work.cancel()
        }
        let result = await work.result
        if case .failure = result {
            Log.upload.info("batch cancelled before ack; saved cursor \(cursor.load())")
        }
        task.setTaskCompleted(success: (try? result.get()) != nil)
    }
}
