import BackgroundTasks
import Foundation

final class DeliveryPhotoUploader {
    private let transport: ChunkTransport
    private let progress: UploadProgressStore

    init(transport: ChunkTransport, progress: UploadProgressStore) {
        self.transport = transport
        self.progress = progress
    }

    func upload(_ photo: DeliveryPhoto) async throws {
        let chunks = photo.chunks(ofSize: 256 * 1024)
        for (index, chunk) in chunks.enumerated() {
            try Task.checkCancellation()
            try await transport.send(chunk, index: index, of: photo.id)
        }
        progress.clear(photo.id)
    }

    /// expirationHandler of com.parcelpost.app.photo-upload
    func expire(_ photo: DeliveryPhoto, running task: Task<Void, Error>) {
        task.cancel()
        progress.clear(photo.id)   // next run starts over
    }
}
