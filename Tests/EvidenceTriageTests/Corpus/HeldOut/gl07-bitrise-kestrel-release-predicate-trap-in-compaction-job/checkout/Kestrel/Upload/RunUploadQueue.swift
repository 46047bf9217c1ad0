import Foundation

/// Uploads finished runs. cancel() must stop the in-flight upload between chunks.
final class RunUploadQueue {
    private let uploader: ChunkUploading
    private var current: Task<Void, Error>?

    init(uploader: ChunkUploading) { self.uploader = uploader }

    func start(_ run: RecordedRun) {
        current = Task {
            for chunk in run.chunks {
                try await uploader.send(chunk)
            }
        }
    }

    func cancel() async {
        current?.cancel()
    }
}
