import Foundation
import os
import WatchKit

final class ExtensionDelegate: NSObject, WKApplicationDelegate {
    static let refreshHandled = Notification.Name("BrightwaterRefreshHandled")
    private let log = Logger(subsystem: "com.brightwater.swell.watchkitapp", category: "Refresh")
    private let deadline = RefreshDeadline()
    private let watchdog = ConnectivityWatchdog()

    func applicationDidFinishLaunching() {
        scheduleNextRefresh(after: 15 * 60)
    }

    func scheduleNextRefresh(after interval: TimeInterval) {
        let date = Date(timeIntervalSinceNow: interval)
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: date, userInfo: nil) { [log] error in
            if let error {
                log.error("scheduleBackgroundRefresh failed: \(error.localizedDescription, privacy: .public)")
            } else {
                log.info("scheduled background refresh for \(date, privacy: .public)")
            }
        }
    }

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {
        for task in backgroundTasks {
            switch task {
            case let refresh as WKApplicationRefreshBackgroundTask:
                log.info("received WKApplicationRefreshBackgroundTask")
                NotificationCenter.default.post(name: Self.refreshHandled, object: nil)
                scheduleNextRefresh(after: 15 * 60)
                deadline.arm(refresh)
                SwellStore.shared.refresh { [deadline] in deadline.finish(refresh, snapshot: true) }
            case let connectivity as WKWatchConnectivityRefreshBackgroundTask:
                watchdog.watch(connectivity)
            default:
                task.setTaskCompletedWithSnapshot(false)
            }
        }
    }
}

extension WKWatchConnectivityRefreshBackgroundTask: CompletableRefreshTask {
    func complete(snapshot: Bool) { setTaskCompletedWithSnapshot(snapshot) }
}
