import Foundation

public enum TimerPhase: String, Codable, Sendable {
    case focus
    case shortBreak
    case longBreak
}

public struct TimerState: Codable, Equatable, Sendable {
    public var phase: TimerPhase
    public var startedAt: Date
    public var endsAt: Date
    public var completedRounds: Int

    public init(phase: TimerPhase, startedAt: Date, endsAt: Date, completedRounds: Int) {
        self.phase = phase
        self.startedAt = startedAt
        self.endsAt = endsAt
        self.completedRounds = completedRounds
    }

    /// Watch payloads are plist-compatible dictionaries.
    public var watchPayload: [String: Any] {
        ["phase": phase.rawValue, "startedAt": startedAt.timeIntervalSince1970,
         "endsAt": endsAt.timeIntervalSince1970, "completedRounds": completedRounds, "v": 3]
    }
}
