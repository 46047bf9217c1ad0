import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let exporter = BerthSnapshotExporter(berths: .live)
    let tideRefresh = TideRefreshTask(tides: .live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        register(BerthSnapshotExporter.identifier, kind: .processing) { [exporter] task in
            exporter.run(task as! BGProcessingTask)
        }
        register(TideRefreshTask.identifier, kind: .appRefresh) { [tideRefresh] task in
            Task {
                await tideRefresh.refresh()
                task.setTaskCompleted(success: true)
            }
        }
        return true
    }

    private func register(_ id: String, kind: DiagnosticsLog.Kind, launchHandler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: launchHandler)
        DiagnosticsLog.shared.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}
