import Foundation

/// Run by the com.kestrel.app.photo-upload BGProcessingTask (see BackgroundTasks.swift).
final class PhotoUploadJob {
    private let queue: PhotoQueue
    private let uploader: PhotoUploader
    private var cancelled = false

    init(queue: PhotoQueue, uploader: PhotoUploader) { self.queue = queue; self.uploader = uploader }

    func cancel() { cancelled = true }

    func run() async throws {
        for photo in queue.all() where !cancelled {      // iterates every photo, uploaded or not
            try await uploader.upload(photo)
            queue.markUploaded(photo.id)                   // marked, but never removed or skipped
        }
    }
}
