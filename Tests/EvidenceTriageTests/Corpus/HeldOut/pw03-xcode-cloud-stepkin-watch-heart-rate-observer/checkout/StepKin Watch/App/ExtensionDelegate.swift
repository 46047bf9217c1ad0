import WatchKit
import BackgroundTasks
import os

final class ExtensionDelegate: NSObject, WKApplicationDelegate {
    let observer = HeartRateObserver()

    func applicationDidFinishLaunching() {
        DiagnosticRecorder.shared.registration(identifier: "com.stepkin.watchkitapp.refresh", kind: .appRefresh, succeeded: true)
        Task { try? await observer.start() }
        scheduleNextRefresh()
    }

    func scheduleNextRefresh() {
        let date = ComplicationRefreshPlanner().nextRefresh(after: .now)
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: date, userInfo: nil) { error in
            DiagnosticRecorder.shared.submission(identifier: "com.stepkin.watchkitapp.refresh", kind: .appRefresh, error: error)
        }
    }
}
