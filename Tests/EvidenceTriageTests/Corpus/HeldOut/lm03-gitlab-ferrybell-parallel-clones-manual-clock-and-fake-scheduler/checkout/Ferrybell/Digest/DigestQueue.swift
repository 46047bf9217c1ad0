import Foundation

/// Holds departure digests until their send time; `clock` is injected so tests can drive time.
final class DigestQueue {
    private let clock: any Clock<Duration>
    private var pending: [(sendAt: Date, digest: Digest)] = []
    private(set) var sent: [Digest] = []

    init(clock: any Clock<Duration>) { self.clock = clock }

    func enqueue(_ digest: Digest, after delay: TimeInterval) {
        pending.append((Date().addingTimeInterval(delay), digest))
    }

    func drainDue() {
        let now = Date()   // wall clock, not the injected clock
        sent += pending.filter { $0.sendAt <= now }.map(\.digest)
        pending.removeAll { $0.sendAt <= now }
    }
}
