import Foundation

/// What ChartPruneJob needs from a BGProcessingTask, so tests can drive it with a stub.
protocol ProcessingTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

/// Deletes chart tiles older than 30 days. Works in a staging directory and swaps it in at the end.
final class ChartPruneJob {
    let tilesDirectory: URL
    let stagingDirectory: URL
    private var cancelled = false

    init(tilesDirectory: URL, stagingDirectory: URL) {
        self.tilesDirectory = tilesDirectory
        self.stagingDirectory = stagingDirectory
    }

    func handle(_ task: ProcessingTaskHandle) {
        task.expirationHandler = { [weak self] in
            self?.cancelled = true
            task.setTaskCompleted(success: false)
        }
        let fm = FileManager.default
        try? fm.createDirectory(at: stagingDirectory, withIntermediateDirectories: true)
        for tile in (try? fm.contentsOfDirectory(at: tilesDirectory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? [] {
            if cancelled { return }
            if isFresh(tile) {
                try? fm.copyItem(at: tile, to: stagingDirectory.appendingPathComponent(tile.lastPathComponent))
            }
        }
        _ = try? fm.replaceItemAt(tilesDirectory, withItemAt: stagingDirectory)
        task.setTaskCompleted(success: true)
    }

    private func isFresh(_ url: URL) -> Bool {
        let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
        return date > Date().addingTimeInterval(-30 * 24 * 3600)
    }
}
