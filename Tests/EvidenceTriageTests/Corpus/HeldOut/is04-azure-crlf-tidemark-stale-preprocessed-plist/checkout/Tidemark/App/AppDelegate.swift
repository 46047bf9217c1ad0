import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static private(set) var registrationResults: [String: Bool] = [:]
    let tideRefresh = TideRefreshScheduler()
    let archiveCompaction = ArchiveCompactionTask()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        register(BackgroundTaskIDs.tideRefresh, kind: .appRefresh) { [tideRefresh] task in
            tideRefresh.handle(task as! BGAppRefreshTask)
        }
        register(BackgroundTaskIDs.archiveCompact, kind: .processing) { [archiveCompaction] task in
            archiveCompaction.handle(task as! BGProcessingTask)
        }
        return true
    }

    private func register(_ id: String, kind: TaskRecorder.Kind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        Self.registrationResults[id] = ok
        TaskRecorder.shared.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
    }
}
