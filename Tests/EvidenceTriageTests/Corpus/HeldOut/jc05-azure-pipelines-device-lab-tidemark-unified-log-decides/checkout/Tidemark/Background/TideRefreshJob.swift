import BackgroundTasks
import WidgetKit
import os

enum TideRefreshJob {
    private static let log = Logger(subsystem: "com.tidemark.app", category: "TideRefresh")

    static func run(_ task: BGAppRefreshTask) {
        log.info("tide refresh started")
        let work = Task {
            let tides = try await TideService.shared.fetchNext48h()
            // Both steps take an expiring activity so they can finish if the app is suspended.
            async let tile: Void = ExpiringActivityManager.shared.withExpiringActivity(reason: "tide-tile-render") {
                try await TideTileRenderer.render(tides)
            }
            async let cache: Void = ExpiringActivityManager.shared.withExpiringActivity(reason: "tide-cache-write") {
                try await TideCache.shared.store(tides)
            }
            _ = try await (tile, cache)
            WidgetCenter.shared.reloadTimelines(ofKind: "TideWidget")
        }
        task.expirationHandler = {
            log.error("tide refresh expired before completion")
            work.cancel()
        }
        Task {
            let ok = (try? await work.value) != nil
            log.info("tide refresh finished ok=\(ok)")
            task.setTaskCompleted(success: ok)
            DiagnosticRecorder.shared.record(TidemarkTask.tideRefresh.rawValue, phase: .completion, outcome: ok ? .succeeded : .failed)
            DiagnosticRecorder.shared.flush()
        }
    }
}
