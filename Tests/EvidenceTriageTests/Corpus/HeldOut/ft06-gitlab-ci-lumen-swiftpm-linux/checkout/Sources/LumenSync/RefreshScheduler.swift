import Foundation

/// Foreground refresh cadence for the reader: while the app is active, pull the
/// feed delta every `interval` seconds. (Background refresh goes through
/// BGTaskScheduler in the app target; this type is shared with the macOS client.)
public final class RefreshScheduler: @unchecked Sendable {
    private let interval: TimeInterval
    private let onRefresh: @Sendable () -> Void
    private var timer: Timer?

    public init(interval: TimeInterval, onRefresh: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.onRefresh = onRefresh
    }

    public func start() {
        stop()
        let timer = Timer(timeInterval: interval, repeats: true) { [onRefresh] _ in onRefresh() }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    public func stop() {
        timer?.invalidate()
        timer = nil
    }

    public var isRunning: Bool { timer?.isValid ?? false }
}
