import BackgroundTasks
import os

/// Single BGAppRefreshTask that runs the METAR refresh and, once a day, the full
/// station catalog sync. The full sync can be long; an app refresh task gets ~30 s.
final class RefreshDispatcher {
    static let identifier = "com.skylark.metar.refresh"
    private let log = Logger(subsystem: "com.skylark", category: "RefreshDispatcher")
    private let metar: METARRefreshing
    private let catalog: StationCatalogSyncing
    private let recorder: BGDiagnostics

    init(metar: METARRefreshing, catalog: StationCatalogSyncing, recorder: BGDiagnostics = .shared) {
        self.metar = metar
        self.catalog = catalog
        self.recorder = recorder
    }

    func handle(_ task: RefreshTaskProtocol) {
        recorder.record(Self.identifier, .appRefresh, .launch, .succeeded)
        let work = Task {
            do {
                try await metar.refreshFavourites()
                // Full sync only if the catalog is older than 24 hours.
                try await catalog.performFullSyncIfStale(maxAge: 24 * 60 * 60)
                task.setTaskCompleted(success: true)
            } catch {
                log.error("refresh failed: \(error as NSError, privacy: .public)")
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { [log] in
            log.error("metar refresh expired")
            _ = work
        }
    }
}
