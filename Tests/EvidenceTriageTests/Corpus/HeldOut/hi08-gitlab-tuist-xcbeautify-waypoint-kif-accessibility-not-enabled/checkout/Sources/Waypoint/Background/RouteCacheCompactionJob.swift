import Foundation

/// BGProcessingTask "io.waypoint.app.cache-compaction": rewrites the offline route cache
/// into a compact file. Runs overnight; may be cancelled by the system at any time.
final class RouteCacheCompactionJob {
    private let fileManager: FileManager
    private let cacheURL: URL

    init(cacheURL: URL, fileManager: FileManager = .default) {
        self.cacheURL = cacheURL
        self.fileManager = fileManager
    }

    func run(isCancelled: () -> Bool) throws -> Bool {
        let staging = cacheURL.appendingPathExtension("compacting")
        fileManager.createFile(atPath: staging.path, contents: nil)
        let handle = try FileHandle(forWritingTo: staging)
        defer { try? handle.close() }
        for segment in try RouteCacheReader(url: cacheURL).segments() {
            if isCancelled() { return false }
            try handle.write(contentsOf: segment.compacted())
        }
        _ = try fileManager.replaceItemAt(cacheURL, withItemAt: staging)
        return true
    }
}
