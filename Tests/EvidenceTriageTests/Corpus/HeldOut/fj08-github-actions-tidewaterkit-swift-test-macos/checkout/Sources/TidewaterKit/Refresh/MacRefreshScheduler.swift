#if os(macOS)
import Foundation

/// Periodic tide-table refresh for the macOS menu-bar app. The iOS app uses
/// BGAppRefreshTask instead (IOSRefreshScheduler.swift); both call the same
/// TideTableRefresher.
public final class MacRefreshScheduler: @unchecked Sendable {
    public typealias Work = @Sendable (@escaping NSBackgroundActivityScheduler.CompletionHandler) -> Void

    public let activity: NSBackgroundActivityScheduler
    private let work: Work

    /// - Parameters:
    ///   - interval: how often to refresh, in seconds (30 min in the app).
    public init(identifier: String, interval: TimeInterval, work: @escaping Work) {
        self.activity = NSBackgroundActivityScheduler(identifier: identifier)
        self.work = work
        activity.repeats = true
        activity.interval = interval
        activity.qualityOfService = .utility
    }

    public func start() {
        activity.schedule { [work] completion in
            work(completion)
        }
    }

    public func stop() {
        activity.invalidate()
    }
}
#endif
