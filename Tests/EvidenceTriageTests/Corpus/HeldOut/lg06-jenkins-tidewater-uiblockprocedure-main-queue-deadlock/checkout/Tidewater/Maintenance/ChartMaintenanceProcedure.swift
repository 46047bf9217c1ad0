import Foundation
import ProcedureKit

/// Nightly chart-pack maintenance, run from a BGProcessingTask.
final class ChartMaintenanceProcedure: GroupProcedure {
    init(packs: ChartPackStore, badge: BadgeUpdating, tempDir: URL) {
        let prune = PruneStalePacksProcedure(store: packs)
        let download = DownloadPackUpdatesProcedure(store: packs, tempDir: tempDir)
        download.addDependency(prune)
        // Badge must be updated on the main thread.
        let updateBadge = UIBlockProcedure { badge.setPendingUpdates(packs.pendingCount) }
        updateBadge.addDependency(download)
        super.init(operations: [prune, download, updateBadge])
        name = "ChartMaintenance"
    }
}

final class DownloadPackUpdatesProcedure: Procedure {
    private let store: ChartPackStore
    private let tempDir: URL
    init(store: ChartPackStore, tempDir: URL) { self.store = store; self.tempDir = tempDir; super.init() }

    override func execute() {
        for pack in store.outdated where !isCancelled {
            let staged = tempDir.appendingPathComponent(pack.id + ".partial")
            store.download(pack, to: staged)
            if isCancelled { break }
            store.install(from: staged)
            try? FileManager.default.removeItem(at: staged)
        }
        finish()
    }
}
