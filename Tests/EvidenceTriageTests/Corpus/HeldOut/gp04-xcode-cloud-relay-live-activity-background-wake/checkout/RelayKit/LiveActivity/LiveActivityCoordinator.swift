import ActivityKit
import Foundation

public struct SessionKey: Hashable, Sendable {
    public let server: String
    public let threadID: String
}

/// Keeps one Live Activity per running agent turn. Updates come from the foreground stream
/// and, while the app is suspended, from push wakes (`updateOnBackgroundWake`).
public final class LiveActivityCoordinator {
    private let activities: LiveActivityUpdating
    private let clock: Clock
    private var startDates: [SessionKey: Date] = [:]
    public static let dismissalDelay: TimeInterval = 4

    public init(activities: LiveActivityUpdating, clock: Clock) {
        self.activities = activities
        self.clock = clock
    }

    public func beginTurn(_ key: SessionKey, title: String) {
        startDates[key] = clock.now
        activities.start(key, title: title, state: .init(elapsed: 0, turnActive: true))
    }

    public func endLiveActivity(_ key: SessionKey) {
        let elapsed = startDates[key].map { clock.now.timeIntervalSince($0) } ?? 0
        startDates[key] = nil
        activities.update(key, state: .init(elapsed: elapsed, turnActive: false))
        activities.end(key, after: Self.dismissalDelay)
    }

    /// Called from the notification-service path when a push wakes the app in the background.
    public func updateOnBackgroundWake(_ key: SessionKey, thread: AgentThread?) {
        let start = startDates[key] ?? clock.now
        let elapsed = clock.now.timeIntervalSince(start)
        activities.update(key, state: .init(elapsed: elapsed, turnActive: thread?.hasTurnActive ?? false))
    }
}
