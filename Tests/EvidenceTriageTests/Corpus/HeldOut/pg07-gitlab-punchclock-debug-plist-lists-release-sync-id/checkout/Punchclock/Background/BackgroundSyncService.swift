import UIKit
import BackgroundTasks

final class BackgroundSyncService {
    static var syncIdentifier: String { (Bundle.main.bundleIdentifier ?? "com.punchclock.ios") + ".sync" }
    private let application: FetchIntervalSetting
    private let session: UserSession
    private(set) var registered = false

    init(application: FetchIntervalSetting, session: UserSession) {
        self.application = application
        self.session = session
    }

    func applicationDidFinishLaunching() {
        registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncIdentifier, using: nil) { task in
            SyncJob(session: self.session).run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.syncIdentifier, kind: .appRefresh, phase: .registration, outcome: registered ? .succeeded : .failed)
        application.setMinimumBackgroundFetchInterval(15 * 60)
        if session.isLoggedIn { try? submitSync() }
    }

    func submitSync() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.syncIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: Self.syncIdentifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: Self.syncIdentifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
