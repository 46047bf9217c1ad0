import Foundation
import WatchKit

/// Completes a WKWatchConnectivityRefreshBackgroundTask if the phone's pending
/// transfers never arrive, so the task is not held until the system kills us.
final class ConnectivityWatchdog {
    private var timer: Timer?
    private var task: CompletableRefreshTask?

    func watch(_ task: CompletableRefreshTask, timeout: TimeInterval = 8) {
        self.task = task
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: timeout, repeats: false) { [weak self] _ in
            self?.forceComplete()
        }
    }

    func dataArrived() {
        timer?.invalidate()
        task?.complete(snapshot: true)
        task = nil
    }

    private func forceComplete() {
        task?.complete(snapshot: false)
        task = nil
    }
}
