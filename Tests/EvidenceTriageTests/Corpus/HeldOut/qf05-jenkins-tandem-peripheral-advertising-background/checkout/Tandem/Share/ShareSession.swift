import Foundation

final class ShareSession {
    let clock: Clock
    let startedAt: Date
    let lifetime: TimeInterval = 10 * 60

    init(clock: Clock) {
        self.clock = clock
        self.startedAt = clock.now
    }

    var isExpired: Bool { clock.now.timeIntervalSince(startedAt) > lifetime }
}
