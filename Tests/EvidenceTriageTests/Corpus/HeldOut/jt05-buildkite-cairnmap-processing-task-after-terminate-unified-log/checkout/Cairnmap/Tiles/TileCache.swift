import Foundation

final class TileCache {
    let root: URL
    init(root: URL) { self.root = root }

    var stagingURL: URL { root.appendingPathComponent(".staging", isDirectory: true) }

    func stageForMerge() throws -> [URL] {
        try FileManager.default.createDirectory(at: stagingURL, withIntermediateDirectories: true)
        return try shards().map { shard in
            let copy = stagingURL.appendingPathComponent(shard.lastPathComponent)
            try FileManager.default.copyItem(at: shard, to: copy)
            return copy
        }
    }

    func commit(_ merged: [MergedTile]) throws {
        try merged.forEach { try $0.write(into: root) }
        // staged shards are removed by the next compaction run
    }

    func stagingCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: stagingURL.path).count) ?? 0
    }
}
