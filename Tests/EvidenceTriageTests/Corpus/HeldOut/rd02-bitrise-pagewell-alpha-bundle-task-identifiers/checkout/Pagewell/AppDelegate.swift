import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static private(set) var registeredTaskIdentifiers: Set<String> = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        register(BackgroundTaskIDs.chapterDownloads, kind: .processing) { task in
            ChapterDownloadJob.shared.run(task as! BGProcessingTask)
        }
        register(BackgroundTaskIDs.libraryRefresh, kind: .appRefresh) { task in
            LibraryRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        return true
    }

    private func register(_ id: String, kind: DiagnosticRecorder.TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        if ok { Self.registeredTaskIdentifiers.insert(id) }
        DiagnosticRecorder.shared.record(id: id, kind: kind, phase: .registration,
                                         outcome: ok ? .succeeded : .failed,
                                         errorType: ok ? nil : "BGTaskScheduler.Error.notPermitted")
    }
}
