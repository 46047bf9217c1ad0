import Foundation

/// Wraps NSBackgroundActivityScheduler so the refresh cadence follows Preferences.
protocol ActivityScheduling: AnyObject {
    var interval: TimeInterval { get set }
    var tolerance: TimeInterval { get set }
    var repeats: Bool { get set }
    func schedule(_ block: @escaping (@escaping NSBackgroundActivityScheduler.CompletionHandler) -> Void)
    func invalidate()
}

extension NSBackgroundActivityScheduler: ActivityScheduling {}

final class RefreshScheduler {
    static let identifier = "com.quillfeed.mac.refresh"
    private let scheduler: ActivityScheduling
    private let preferences: RefreshPreferences
    var onRefresh: (() -> Void)?

    init(scheduler: ActivityScheduling = NSBackgroundActivityScheduler(identifier: RefreshScheduler.identifier),
         preferences: RefreshPreferences = .shared) {
        self.scheduler = scheduler
        self.preferences = preferences
    }

    /// Called at launch and whenever Preferences › Refresh changes.
    func apply() {
        scheduler.invalidate()
        if preferences.checkOnStartup {
            onRefresh?()
        } else {
            // #1736-style shortcut added in #203: nothing to do until the user refreshes by hand.
            return
        }
        // "Manually" is stored as 0 minutes; the scheduler is still configured with it.
        scheduler.interval = TimeInterval(preferences.intervalMinutes * 60)
        scheduler.tolerance = scheduler.interval / 10
        scheduler.repeats = true
        scheduler.schedule { [weak self] completion in
            self?.onRefresh?()
            completion(.finished)
        }
    }
}
