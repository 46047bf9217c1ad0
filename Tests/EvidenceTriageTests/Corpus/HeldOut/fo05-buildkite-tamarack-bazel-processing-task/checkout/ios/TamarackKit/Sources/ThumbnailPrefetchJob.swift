import Foundation

/// Downloads survey-photo thumbnails ahead of a field day. Runs from the nightly
/// processing task and from "Prepare for offline" in Settings.
public final class ThumbnailPrefetchJob {
    private let session: DownloadSession
    private let cache: ThumbnailCache
    private let fileManager: FileManager

    public init(session: DownloadSession, cache: ThumbnailCache, fileManager: FileManager = .default) {
        self.session = session
        self.cache = cache
        self.fileManager = fileManager
    }

    public func run(ids: [PhotoID]) async throws {
        for id in ids {
            try Task.checkCancellation()
            let tempURL = try await session.download(from: cache.remoteURL(for: id))
            let destination = cache.fileURL(for: id)
            if fileManager.fileExists(atPath: destination.path) {
                try fileManager.removeItem(at: destination)
            }
            // Keep the download around until the cache entry is committed.
            try fileManager.copyItem(at: tempURL, to: destination)
            try cache.commit(id, at: destination)
        }
    }
}
