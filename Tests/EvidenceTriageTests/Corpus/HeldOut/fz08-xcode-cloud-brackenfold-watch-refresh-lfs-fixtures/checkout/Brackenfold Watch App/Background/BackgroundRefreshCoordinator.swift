//
//  BackgroundRefreshCoordinator.swift
//  Brackenfold Watch App
//
//  Keeps the "next sunset / daylight left" complication fresh: asks watchOS for a
//  background refresh and, when it arrives, updates the timeline and schedules the next.
//

import Foundation
import WatchKit
import WidgetKit

final class BackgroundRefreshCoordinator {
    static let shared = BackgroundRefreshCoordinator()

    /// Test hook.
    var onRefreshTask: ((WKApplicationRefreshBackgroundTask) -> Void)?

    func scheduleNext(after interval: TimeInterval = 15 * 60, completion: ((Error?) -> Void)? = nil) {
        let preferred = Date(timeIntervalSinceNow: interval)
        WKApplication.shared().scheduleBackgroundRefresh(withPreferredDate: preferred, userInfo: nil) { error in
            NSLog("[Refresh] scheduled background refresh for %@ (error: %@)", preferred as NSDate, String(describing: error))
            completion?(error)
        }
    }

    func handle(_ task: WKApplicationRefreshBackgroundTask) {
        onRefreshTask?(task)
        DaylightStore.shared.recompute(for: .now)
        WidgetCenter.shared.reloadTimelines(ofKind: "DaylightLeft")
        scheduleNext()
        task.setTaskCompletedWithSnapshot(false)
    }
}
