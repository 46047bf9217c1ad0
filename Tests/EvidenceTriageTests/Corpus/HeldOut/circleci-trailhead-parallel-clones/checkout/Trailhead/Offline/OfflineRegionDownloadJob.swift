import Foundation

/// Downloads an offline map region (.mbtiles) in chunks; runs inside a BGProcessingTask
/// or from the region picker. Writes to "<region>.mbtiles.part" and renames on success.
final class OfflineRegionDownloadJob {
    private let source: TileChunkSource
    private let directory: URL
    private var cancelled = false

    init(source: TileChunkSource, directory: URL) {
        self.source = source
        self.directory = directory
    }

    /// Called from the BGTask expiration handler or the UI's cancel button.
    func cancel() { cancelled = true }

    func partialURL(for region: String) -> URL { directory.appendingPathComponent("\(region).mbtiles.part") }
    func finalURL(for region: String) -> URL { directory.appendingPathComponent("\(region).mbtiles") }

    enum Result: Equatable { case completed, cancelled }

    func run(region: String) async throws -> Result {
        let partial = partialURL(for: region)
        FileManager.default.createFile(atPath: partial.path, contents: nil)
        let handle = try FileHandle(forWritingTo: partial)
        defer { try? handle.close() }

        for index in 0..<source.chunkCount(for: region) {
            if cancelled {
                return .cancelled
            }
            let chunk = try await source.chunk(index, for: region)
            try handle.write(contentsOf: chunk)
        }
        try FileManager.default.moveItem(at: partial, to: finalURL(for: region))
        return .completed
    }
}
