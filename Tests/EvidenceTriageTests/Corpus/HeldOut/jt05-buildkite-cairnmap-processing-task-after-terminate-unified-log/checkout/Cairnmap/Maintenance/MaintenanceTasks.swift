import BackgroundTasks
import os

enum MaintenanceTasks {
    static let tileCompaction = "com.cairnmap.app.tile-compaction"
    static let trailSync = "com.cairnmap.app.trail-sync"
    static let archiveCleanup = "com.cairnmap.app.archive-cleanup"   // CM-877: prune downloaded regions older than 90 days

    static let log = Logger(subsystem: "com.cairnmap.app", category: "maintenance")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(compactor: TileCompactor, archive: RegionArchive) {
        register(trailSync, kind: .appRefresh) { task in TrailSync.shared.handle(task as! BGAppRefreshTask) }
        register(tileCompaction, kind: .processing) { task in
            compactor.run(task as! BGProcessingTask)
        }
        register(archiveCleanup, kind: .processing) { task in
            archive.prune(task as! BGProcessingTask)
        }
    }

    private static func register(_ id: String, kind: Diagnostics.TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        Diagnostics.shared.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func scheduleCompaction() {
        let request = BGProcessingTaskRequest(identifier: tileCompaction)
        request.requiresExternalPower = false
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.shared.record(tileCompaction, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            Diagnostics.shared.record(tileCompaction, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
