import Clocks
import Foundation

/// Sends the morning digest once its `earliestBeginDate` has passed.
/// In production the delay comes from the digest's BGAppRefreshTaskRequest;
/// in-process it sleeps on an injected clock.
@MainActor
final class DigestScheduler {
    private(set) var sentCount = 0
    private let clock: any Clock<Duration>
    private let due: () -> Duration

    init(clock: any Clock<Duration>, due: @escaping () -> Duration) {
        self.clock = clock
        self.due = due
    }

    func start() async {
        let delay = max(.zero, due())
        // A zero delay still goes through the clock so cancellation is observed.
        try? await clock.sleep(for: delay)
        sentCount += 1
    }
}
