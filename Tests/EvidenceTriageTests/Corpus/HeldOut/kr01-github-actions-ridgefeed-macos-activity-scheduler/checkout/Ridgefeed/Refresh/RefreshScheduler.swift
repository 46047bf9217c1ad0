import Foundation

/// Drives automatic feed refreshes through NSBackgroundActivityScheduler.
/// The system decides when the activity actually runs: `interval` and
/// `tolerance` are hints, and the block may be deferred under load or on battery.
final class RefreshScheduler {
    static let activityIdentifier = "com.ridgefeed.mac.refresh"

    private let scheduler: NSBackgroundActivityScheduler
    private let refresh: (@escaping () -> Void) -> Void

    init(interval: TimeInterval, refresh: @escaping (@escaping () -> Void) -> Void) {
        scheduler = NSBackgroundActivityScheduler(identifier: Self.activityIdentifier)
        scheduler.repeats = true
        scheduler.interval = interval
        scheduler.qualityOfService = .utility
        self.refresh = refresh
    }

    func start() {
        NSLog("[RefreshScheduler] scheduling %@ interval=%.1fs tolerance=%.1fs", Self.activityIdentifier, scheduler.interval, scheduler.tolerance)
        scheduler.schedule { [weak self] completion in
            guard let self else { completion(.finished); return }
            if self.scheduler.shouldDefer {
                NSLog("[RefreshScheduler] system asked to defer refresh")
                completion(.deferred)
                return
            }
            NSLog("[RefreshScheduler] background activity fired, refreshing subscriptions")
            self.refresh { completion(.finished) }
        }
    }

    func invalidate() {
        scheduler.invalidate()
    }
}
