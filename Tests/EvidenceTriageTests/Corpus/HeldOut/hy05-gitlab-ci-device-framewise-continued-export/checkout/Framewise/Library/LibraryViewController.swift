import BackgroundTasks
import UIKit

/// The project library. Keeps the cloud library in sync with a BGAppRefreshTask.
final class LibraryViewController: UIViewController {
    static let syncTaskIdentifier = "com.framewise.app.library-sync"
    private static var syncRegistered = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // Register the refresh handler the first time the library is shown,
        // the same way ExportCoordinator registers its handler on demand.
        if !Self.syncRegistered {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncTaskIdentifier, using: nil) { task in
                LibrarySync.shared.run(task as! BGAppRefreshTask)
            }
            Self.syncRegistered = true
            DiagnosticsRecorder.shared.record(Self.syncTaskIdentifier, kind: .appRefresh, phase: .registration, outcome: .succeeded)
        }
        LibrarySync.shared.scheduleNext()
    }
}
