import BackgroundTasks
import UIKit

/// Registers and submits the library refresh. Registration happens from
/// AppDelegate.application(_:didFinishLaunchingWithOptions:).
final class LibraryRefreshScheduler {
    static let identifier = "com.lumenreader.app.library-refresh"
    static let shared = LibraryRefreshScheduler()

    /// Shown in the hidden debug footer so UI tests can read what the scheduler said.
    @Published private(set) var status = "idle"

    func register(job: LibraryRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            LibraryRefreshAdapter(job: job).handle(task as! BGAppRefreshTask)
        }
        status = ok ? "registered" : "registration rejected"
    }

    func submit() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            status = "submitted"
        } catch let error as NSError {
            status = "submit failed: \(error.domain) \(error.code)"
        }
    }
}
