#if os(macOS)
import Foundation

/// Drives the menu-bar "next departure" refresh on macOS. iOS uses BGAppRefreshTask instead
/// (see IOSRefreshScheduler.swift, compiled only where BGTaskScheduler is available).
public final class MacRefreshScheduler: @unchecked Sendable {
    public static let identifier = "com.skerry.status-refresh"

    private let activity: NSBackgroundActivityScheduler
    private let work: @Sendable () async -> Void

    public init(interval: TimeInterval, work: @escaping @Sendable () async -> Void) {
        activity = NSBackgroundActivityScheduler(identifier: Self.identifier)
        activity.repeats = true
        activity.interval = interval
        activity.qualityOfService = .utility
        self.work = work
    }

    public func start() {
        print("[MacRefreshScheduler] scheduled \(Self.identifier) interval=\(activity.interval)s tolerance=\(activity.tolerance)s")
        activity.schedule { [work] completion in
            Task {
                await work()
                completion(.finished)
            }
        }
    }

    public func stop() {
        activity.invalidate()
    }
}
#endif
