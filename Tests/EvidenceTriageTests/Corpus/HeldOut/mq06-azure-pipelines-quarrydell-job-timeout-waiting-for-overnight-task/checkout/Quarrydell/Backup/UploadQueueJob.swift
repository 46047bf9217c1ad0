import Foundation

final class UploadQueueJob {
    let queue: UploadQueue; let uploader: Uploader
    init(queue: UploadQueue, uploader: Uploader) { self.queue = queue; self.uploader = uploader }

    func run() async throws {
        for item in queue.snapshot() {
            try await uploader.upload(item)
            queue.enqueue(item.retryCopy())     // meant to be queue.remove(item)
        }
    }
}
