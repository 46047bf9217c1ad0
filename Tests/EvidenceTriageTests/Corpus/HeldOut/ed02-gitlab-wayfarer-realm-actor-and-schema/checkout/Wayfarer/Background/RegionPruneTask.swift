import BackgroundTasks

enum WayfarerTasks {
    static let prune = "com.wayfarer.ios.region-prune"
    static let refresh = "com.wayfarer.ios.refresh"
}

/// Nightly BGProcessingTask: evicts tiles of regions not opened for 30 days and
/// stamps OfflineRegionObject.lastPrunedAt. Registered in AppDelegate.
struct RegionPruneTask {
    let store: OfflineRegionStore
    let tiles: TileCache

    func run(now: Date = .now) async throws {
        let stale = await store.regions(downloadedAfter: .distantPast)
            .filter { tiles.lastOpened($0.id).map { now.timeIntervalSince($0) > 30 * 86_400 } ?? true }
            .map(\.id)
        try Task.checkCancellation()
        try tiles.evict(stale)
        try await store.markPruned(stale, at: now)
    }

    static func register(recorder: DiagnosticRecorder, handler: @escaping (BGProcessingTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: WayfarerTasks.prune, using: nil) { task in
            handler(task as! BGProcessingTask)
        }
        recorder.record(WayfarerTasks.prune, kind: .processing, phase: .registration, succeeded: ok)
    }
}
