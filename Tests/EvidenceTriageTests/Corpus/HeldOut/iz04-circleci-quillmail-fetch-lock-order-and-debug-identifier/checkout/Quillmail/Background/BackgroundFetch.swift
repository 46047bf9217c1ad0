import Foundation
import BackgroundTasks

/// Background app refresh: fetch all accounts, post notifications, finish.
final class BackgroundFetch {
    var core: MailCore = .shared
    /// Queue the fetch runs on.
    var workQueue = DispatchQueue.global(qos: .background)

    func perform(task: AppRefreshTaskLike) {
        QLog.info("fetch: starting background fetch")
        task.expirationHandler = { [core] in
            QLog.info("fetch: expired, stopping io")
            core.stopIO()
            task.setTaskCompleted(success: false)
        }
        workQueue.async { [core] in
            core.startIO()
            let ok = core.backgroundFetch(timeout: 20)
            // give events from the core a moment to be handled before stopping io
            Thread.sleep(forTimeInterval: 1)
            core.stopIO()
            QLog.info("fetch: done, success=\(ok)")
            task.setTaskCompleted(success: ok)
        }
    }
}

protocol AppRefreshTaskLike: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: AppRefreshTaskLike {}
