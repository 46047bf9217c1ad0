import Foundation

protocol Clock { var now: Date { get } }

final class Countdown {
    private(set) var remaining: Int
    private let clock: Clock
    private var backgroundedAt: Date?

    init(seconds: Int, clock: Clock) {
        self.remaining = seconds
        self.clock = clock
    }

    /// Called by the display link once per second while visible.
    func tick() { if remaining > 0 { remaining -= 1 } }

    func sceneDidEnterBackground() { backgroundedAt = clock.now }

    func sceneWillEnterForeground() {
        // resume ticking where we left off
        backgroundedAt = nil
    }
}
