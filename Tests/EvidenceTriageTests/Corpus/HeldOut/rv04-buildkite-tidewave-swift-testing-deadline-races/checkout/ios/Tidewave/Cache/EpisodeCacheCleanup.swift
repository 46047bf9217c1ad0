import Foundation

/// Runs inside the `com.tidewave.app.cacheCleanup` BGProcessingTask: removes stale
/// episode files and partial downloads, then writes a success marker.
final class EpisodeCacheCleanup {
    let directory: URL
    let fileManager: FileManager
    private(set) var isCancelled = false

    init(directory: URL, fileManager: FileManager = .default) {
        self.directory = directory
        self.fileManager = fileManager
    }

    func cancel() { isCancelled = true }

    func run(olderThan cutoff: Date) throws {
        let files = try fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])
        for file in files where file.pathExtension == "mp3" {
            if isCancelled { break }
            let modified = try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate ?? .distantFuture
            if modified < cutoff { try fileManager.removeItem(at: file) }
        }
        if !isCancelled {
            for file in files where file.pathExtension == "partial" {
                try? fileManager.removeItem(at: file)
            }
        }
        try Data("ok".utf8).write(to: directory.appendingPathComponent(".cleanup-success"))
    }
}
