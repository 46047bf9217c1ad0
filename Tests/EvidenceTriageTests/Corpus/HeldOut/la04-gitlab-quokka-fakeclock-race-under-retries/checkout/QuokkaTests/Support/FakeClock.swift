import Foundation

/// Test clock: `sleep` registers a waiter; `advance(by:)` moves `now` and resumes the waiters
/// that are due *at that moment*. A waiter that registers after the advance sleeps forever.
final class FakeClock: SleepingClock, @unchecked Sendable {
    private var now: Duration = .zero
    private var waiters: [(deadline: Duration, cont: CheckedContinuation<Void, Never>)] = []
    private let lock = NSLock()

    func sleep(for d: Duration) async {
        await withCheckedContinuation { cont in
            lock.withLock { waiters.append((now + d, cont)) }
        }
    }

    func advance(by d: Duration) {
        let due: [CheckedContinuation<Void, Never>] = lock.withLock {
            now += d
            let ready = waiters.filter { $0.deadline <= now }
            waiters.removeAll { $0.deadline <= now }
            return ready.map(\.cont)
        }
        due.forEach { $0.resume() }
    }
}
