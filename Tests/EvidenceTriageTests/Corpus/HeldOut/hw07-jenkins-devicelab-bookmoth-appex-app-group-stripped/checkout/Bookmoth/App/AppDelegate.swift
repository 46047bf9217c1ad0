import BackgroundTasks
import EvidenceRecorder
import UIKit
import WidgetKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let libraryRefresh = "net.bookmoth.reader.library-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.libraryRefresh, using: nil) { task in
            try? Self.recorder.record(Self.libraryRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            LibraryRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.libraryRefresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        WidgetSnapshotWriter.writeCurrentBook()
        WidgetCenter.shared.reloadTimelines(ofKind: "ContinueReading")
        LibraryRefreshJob.schedule()
    }
}
