import Foundation

/// Anything that can accept a background refresh request. Production wraps
/// BGTaskScheduler; tests use MockTaskScheduler.
protocol RefreshTaskScheduling: Sendable {
    func submitRefresh(identifier: String, earliestBeginDate: Date) async throws
    func cancel(identifier: String) async
}

/// Schedules the tide-table background sync when the user turns on
/// "Keep tide tables fresh", after a debounce so rapid toggling does not
/// flood the scheduler.
actor TideSyncScheduler {
    static let taskIdentifier = "com.saltmarsh.harbormint.tide-sync"

    /// TIDE-311: wait until the toggle has settled for a full quarter hour before
    /// submitting, so users flicking the switch in Settings do not burn the budget.
    static let debounce: Duration = .seconds(15 * 60)

    private let scheduler: any RefreshTaskScheduling
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private var pending: Task<Void, Never>?

    init(scheduler: any RefreshTaskScheduling,
         clock: any Clock<Duration> = ContinuousClock(),
         now: @escaping @Sendable () -> Date = Date.init) {
        self.scheduler = scheduler
        self.clock = clock
        self.now = now
    }

    func featureToggled(on: Bool) {
        pending?.cancel()
        guard on else {
            pending = Task { await scheduler.cancel(identifier: Self.taskIdentifier) }
            return
        }
        pending = Task { [scheduler, clock, now] in
            do {
                try await clock.sleep(for: Self.debounce)
                try await scheduler.submitRefresh(identifier: Self.taskIdentifier,
                                                  earliestBeginDate: now().addingTimeInterval(60 * 60))
            } catch {
                // Cancelled by a later toggle; nothing to do.
            }
        }
    }
}
