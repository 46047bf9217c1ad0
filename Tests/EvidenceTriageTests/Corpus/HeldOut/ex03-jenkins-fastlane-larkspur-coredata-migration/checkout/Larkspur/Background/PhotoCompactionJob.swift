import Foundation

/// Overnight BGProcessingTask: re-encodes survey photos to HEIC in batches of 20 and writes each
/// batch's new file references to the store. On expiration it must stop after the batch in flight.
final class PhotoCompactionJob {
    private let photos: PhotoLibrary
    private let writer: CompactionWriter
    private var work: Task<Void, Error>?

    init(photos: PhotoLibrary, writer: CompactionWriter) {
        self.photos = photos
        self.writer = writer
    }

    func run() async throws {
        let batches = try await photos.pendingBatches(size: 20)
        // Encoding is CPU-bound; keep it off the task that the BGTask adapter awaits.
        work = Task.detached(priority: .utility) { [photos, writer] in
            for batch in batches {
                let encoded = try await photos.encodeHEIC(batch)
                try await writer.commit(encoded)
            }
        }
        try await work?.value
    }

    /// Called from the BGProcessingTask expiration handler.
    func cancel() {
        // Cancels the awaiting task; the encoding loop checks for cancellation between batches.
        withUnsafeCurrentTask { $0?.cancel() }
    }
}
