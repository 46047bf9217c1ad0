import Foundation

/// Ticks once per `interval` while the reader is open so the streak badge stays current.
final class StreakTicker {
    private let interval: TimeInterval
    private var timer: Timer?
    var onTick: (() -> Void)?

    init(interval: TimeInterval = 60) {
        self.interval = interval
    }

    func start() {
        stop()
        // Created, but never added to a run loop: `Timer(timeInterval:...)` is not scheduled,
        // unlike `Timer.scheduledTimer(...)`.
        timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
            self?.onTick?()
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
