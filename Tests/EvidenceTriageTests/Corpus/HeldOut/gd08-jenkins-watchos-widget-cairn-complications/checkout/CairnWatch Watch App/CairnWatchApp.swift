import SwiftUI
import WatchKit
import os

@main
struct CairnWatchApp: App {
    @WKApplicationDelegateAdaptor(WatchDelegate.self) private var delegate
    var body: some Scene {
        WindowGroup { SummitListView() }
    }
}

final class WatchDelegate: NSObject, WKApplicationDelegate {

    private let log = Logger(subsystem: "com.cairn.app.watchkitapp", category: "Refresh")

    func scheduleRefresh(in seconds: TimeInterval) {
        let date = Date(timeIntervalSinceNow: seconds)
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: date, userInfo: nil) { error in
            if let error {
                self.log.error("scheduleBackgroundRefresh failed: \(String(describing: error), privacy: .public)")
            } else {
                self.log.info("scheduleBackgroundRefresh(withPreferredDate: \(date, privacy: .public)) succeeded")
            }
        }
    }

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {
        for task in backgroundTasks {
            log.info("handle(_:) received \(String(describing: type(of: task)), privacy: .public)")
            if let refresh = task as? WKApplicationRefreshBackgroundTask {
                Task {
                    _ = await AppModel.shared.complicationRefresher.refresh(deadline: .seconds(10))
                    AppModel.shared.lastRefresh = .now
                    scheduleRefresh(in: 15 * 60)
                    refresh.setTaskCompletedWithSnapshot(false)
                }
            } else {
                task.setTaskCompletedWithSnapshot(false)
            }
        }
    }
}
