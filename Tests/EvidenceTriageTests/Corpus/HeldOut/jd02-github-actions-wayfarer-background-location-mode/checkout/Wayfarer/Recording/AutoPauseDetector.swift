import CoreMotion
import Foundation

/// Pauses the track while the hiker is stationary (lunch break, summit photos).
final class AutoPauseDetector {
    private let activity = CMMotionActivityManager()
    private(set) var isPaused = false
    var onChange: ((Bool) -> Void)?

    func start() {
        activity.startActivityUpdates(to: .main) { [weak self] update in
            guard let self, let update else { return }
            let paused = update.stationary && update.confidence != .low
            if paused != self.isPaused {
                self.isPaused = paused
                self.onChange?(paused)
            }
        }
    }

    func stop() {
        activity.stopActivityUpdates()
    }
}
