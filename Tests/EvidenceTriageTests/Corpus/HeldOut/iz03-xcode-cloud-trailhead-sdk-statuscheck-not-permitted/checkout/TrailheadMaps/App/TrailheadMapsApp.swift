import SwiftUI
import BackgroundTasks
import GeoKitToolkit

@main
struct TrailheadMapsApp: App {
    @Environment(\.scenePhase) private var scenePhase

    init() {
        // App-owned task: nightly refresh of cached base-map tiles.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.trailhead.maps.tile-refresh", using: nil) { task in
            TileRefreshJob.shared.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.registration("com.trailhead.maps.tile-refresh", kind: .processing, ok: ok)

        // Toolkit-owned task: GeoKit's JobManager registers its own
        // "com.geokit.toolkit.jobManager.statusCheck" task when a schedule is set.
        JobManager.shared.delegate = DiagnosticsRecorder.shared
        JobManager.shared.preferredBackgroundStatusCheckSchedule = .regularInterval(interval: 30)
    }

    var body: some Scene {
        WindowGroup {
            OfflineAreasView()
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { JobManager.shared.scheduleStatusChecks() }
        }
    }
}
