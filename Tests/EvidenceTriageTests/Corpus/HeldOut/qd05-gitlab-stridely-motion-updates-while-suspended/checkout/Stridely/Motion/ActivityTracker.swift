import CoreMotion
import Foundation
import os

/// Counts Core Motion activity transitions so auto-pause can react to "stationary".
final class ActivityTracker {
    static let shared = ActivityTracker()

    private let manager = CMMotionActivityManager()
    private let log = Logger(subsystem: "io.stridely.app", category: "Motion")
    private(set) var updatesWhileBackgrounded = 0
    private(set) var isInBackground = false

    func start() {
        log.info("activity updates started (available=\(CMMotionActivityManager.isActivityAvailable()))")
        manager.startActivityUpdates(to: .main) { [weak self] activity in
            guard let self, let activity else { return }
            if self.isInBackground { self.updatesWhileBackgrounded += 1 }
            self.log.info("activity stationary=\(activity.stationary) walking=\(activity.walking) running=\(activity.running)")
        }
    }

    func didEnterBackground() {
        isInBackground = true
        log.info("app did enter background")
    }

    func willEnterForeground() {
        isInBackground = false
        log.info("\(self.updatesWhileBackgrounded) activity updates while in background")
    }
}
