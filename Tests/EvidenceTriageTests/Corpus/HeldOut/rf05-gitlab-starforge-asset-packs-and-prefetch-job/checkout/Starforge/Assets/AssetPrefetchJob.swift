import Foundation
import os

struct PrefetchReport { var staged = 0; var failed: [String] = [] }

/// Work run by the com.starforge.game.assetprefetch processing task.
final class AssetPrefetchJob {
    private let log = Logger(subsystem: "com.starforge.game", category: "Prefetch")
    let loader: AssetPackLoader
    let tags: [String]
    init(loader: AssetPackLoader, tags: [String]) { self.loader = loader; self.tags = tags }

    func run() async -> PrefetchReport {
        var report = PrefetchReport()
        for tag in tags {
            do { _ = try await loader.beginAccessing(tag: tag); report.staged += 1 }
            catch { report.failed.append(tag) }
        }
        log.info("prefetch finished staged=\(report.staged) failed=\(report.failed, privacy: .public)")
        return report
    }
}
