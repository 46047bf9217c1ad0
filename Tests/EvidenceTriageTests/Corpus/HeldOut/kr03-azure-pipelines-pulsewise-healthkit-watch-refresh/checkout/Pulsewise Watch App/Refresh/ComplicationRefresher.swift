import WatchKit
import ClockKit

/// Keeps the heart-rate complication current with background app refresh.
final class ComplicationRefresher {
    static let shared = ComplicationRefresher()
    static let preferredInterval: TimeInterval = 5 * 60
    private(set) var handledRefreshes: [Date] = []

    func scheduleNext(from now: Date = Date()) {
        let preferred = now.addingTimeInterval(Self.preferredInterval)
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: preferred, userInfo: nil) { error in
            if let error {
                NSLog("[ComplicationRefresher] scheduleBackgroundRefresh failed: %@", String(describing: error))
            } else {
                NSLog("[ComplicationRefresher] next refresh requested for %@", preferred as NSDate)
            }
        }
    }

    func handle(_ task: WKApplicationRefreshBackgroundTask) {
        handledRefreshes.append(Date())
        NSLog("[ComplicationRefresher] handling WKApplicationRefreshBackgroundTask #%d", handledRefreshes.count)
        CLKComplicationServer.sharedInstance().activeComplications?.forEach {
            CLKComplicationServer.sharedInstance().reloadTimeline(for: $0)
        }
        scheduleNext()
        task.setTaskCompletedWithSnapshot(false)
    }
}
