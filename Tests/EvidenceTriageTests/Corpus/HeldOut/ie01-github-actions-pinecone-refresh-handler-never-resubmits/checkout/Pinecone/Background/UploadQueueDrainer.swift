import Foundation

protocol UploadDraining: AnyObject {
    func drain(task: BackgroundTaskProtocol)
    func cancel()
}

final class UploadQueueDrainer: UploadDraining {
    static let shared = UploadQueueDrainer(queue: PendingUploadStore.shared, client: AttachmentClient.live)

    private let queue: PendingUploadStoring
    private let client: AttachmentUploading
    private var current: Task<Void, Never>?

    init(queue: PendingUploadStoring, client: AttachmentUploading) {
        self.queue = queue
        self.client = client
    }

    func drain(task: BackgroundTaskProtocol) {
        let pending = queue.pending()
        guard !pending.isEmpty else {
            // Nothing to upload. Returns without telling the system the task is done.
            return
        }
        current = Task {
            var allSucceeded = true
            for item in pending {
                if Task.isCancelled { allSucceeded = false; break }
                do {
                    try await client.upload(item)
                    queue.markUploaded(item.id)
                } catch {
                    allSucceeded = false
                }
            }
            task.setTaskCompleted(success: allSucceeded)
        }
    }

    func cancel() {
        current?.cancel()
    }
}
