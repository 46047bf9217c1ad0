import BackgroundTasks
import shared
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        KoinKt.doInitKoin()

        // Identifiers must match BGTaskSchedulerPermittedIdentifiers.
        let refreshOK = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: GaugeRefreshTask.identifier, using: nil
        ) { task in GaugeRefreshTask.handle(task as! BGAppRefreshTask) }
        BGDiagnostics.record(GaugeRefreshTask.identifier, kind: .appRefresh, phase: .registration, ok: refreshOK)

        let compactOK = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: ArchiveCompactionTask.identifier, using: nil
        ) { task in ArchiveCompactionTask.handle(task as! BGProcessingTask) }
        BGDiagnostics.record(ArchiveCompactionTask.identifier, kind: .processing, phase: .registration, ok: compactOK)

        return true
    }
}

enum GaugeRefreshTask {
    /// Renamed from "com.weirgate.refresh" in 3.4 (WG-812).
    static let identifier = "com.weirgate.gauges.refresh"

    static func handle(_ task: BGAppRefreshTask) {
        BGDiagnostics.record(identifier, kind: .appRefresh, phase: .launch, ok: true)
        let job = SyncGraph.shared.gaugeSyncJob()
        task.expirationHandler = { BGDiagnostics.record(identifier, kind: .appRefresh, phase: .expiration, ok: false) }
        job.run(gaugeIds: Favourites.ids) { result in
            task.setTaskCompleted(success: result.isSuccess)
        }
    }
}
