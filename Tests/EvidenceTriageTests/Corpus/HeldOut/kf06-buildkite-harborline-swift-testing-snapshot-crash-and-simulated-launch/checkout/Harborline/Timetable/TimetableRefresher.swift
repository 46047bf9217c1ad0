import BackgroundTasks
import Foundation

final class TimetableRefresher {
    static let shared = TimetableRefresher()
    var onRefresh: (() -> Void)?

    func handle(_ task: BGAppRefreshTask) {
        AppDelegate.scheduleTimetableRefresh()
        let work = Task {
            let ok = (try? await TimetableStore.shared.refresh()) != nil
            onRefresh?()
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
    }
}
