import BackgroundTasks
import EvidenceRecorder
import UIKit

/// Anything that behaves like a BGAppRefreshTask. Tests pass a fake.
protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

final class RefreshTaskHandler {
    private let refresher: FeedRefreshing
    private let session: SessionControlling
    private let appState: () -> UIApplication.State
    private let recorder = EvidenceRecorder.shared

    init(refresher: FeedRefreshing, session: SessionControlling, appState: @escaping () -> UIApplication.State) {
        self.refresher = refresher
        self.session = session
        self.appState = appState
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.feedRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(AppDelegate.feedRefreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(AppDelegate.feedRefreshID, kind: .appRefresh, phase: .submission, outcome: .failed,
                            error: ErrorType(error))
        }
    }

    func handle(_ task: RefreshTask) {
        recorder.record(AppDelegate.feedRefreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { [refresher] in refresher.cancel() }

        refresher.refreshSubscriptions { [self] result in
            switch result {
            case .success:
                recorder.record(AppDelegate.feedRefreshID, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            case .failure(let error):
                recorder.record(AppDelegate.feedRefreshID, kind: .appRefresh, phase: .execution, outcome: .failed,
                                error: ErrorType(error))
                if case TokenStore.Error.unreadable(let status) = error {
                    // The token could not be read, treat the session as gone.
                    print("[Refresh] token read failed: OSStatus \(status); signing out")
                    session.signOut(reason: .tokenUnreadable)
                }
                recorder.record(AppDelegate.feedRefreshID, kind: .appRefresh, phase: .completion, outcome: .failed)
                task.setTaskCompleted(success: false)
            }
        }
    }
}
