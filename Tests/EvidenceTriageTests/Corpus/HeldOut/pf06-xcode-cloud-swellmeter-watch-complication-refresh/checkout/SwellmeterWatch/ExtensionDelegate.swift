import WatchKit
import ClockKit
import os

final class ExtensionDelegate: NSObject, WKApplicationDelegate {
    private let log = Logger(subsystem: "com.swellmeter.watchkitapp", category: "Refresh")

    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {
        for task in backgroundTasks {
            switch task {
            case let refresh as WKApplicationRefreshBackgroundTask:
                log.info("received WKApplicationRefreshBackgroundTask")
                Task {
                    await ConditionsStore.shared.refresh()
                    CLKComplicationServer.sharedInstance().activeComplications?.forEach {
                        CLKComplicationServer.sharedInstance().reloadTimeline(for: $0)
                    }
                    RefreshProbe.shared.record()
                    try? await RefreshScheduler(application: .shared()).scheduleNext(after: RefreshScheduler.currentInterval)
                    refresh.setTaskCompletedWithSnapshot(false)
                }
            default:
                task.setTaskCompletedWithSnapshot(false)
            }
        }
    }
}
