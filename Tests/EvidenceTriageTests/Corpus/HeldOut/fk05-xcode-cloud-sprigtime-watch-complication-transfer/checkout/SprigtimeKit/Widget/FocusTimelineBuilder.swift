import Foundation

public struct FocusEntry: Equatable, Sendable {
    public let date: Date
    public let remaining: TimeInterval
    public let phase: TimerPhase
}

public enum ReloadPlan: Equatable, Sendable {
    case atEnd
    case after(Date)
    case never
}

/// Builds the widget's timeline for the running session: one entry per minute until it ends.
/// When the session ends the widget must ask for a new timeline (the next phase starts then),
/// so the reload is requested for the session's end, not for "after the last entry".
public enum FocusTimelineBuilder {
    public static func entries(for state: TimerState, now: Date) -> [FocusEntry] {
        var entries: [FocusEntry] = []
        var date = now
        while date < state.endsAt {
            entries.append(FocusEntry(date: date, remaining: state.endsAt.timeIntervalSince(date), phase: state.phase))
            date = date.addingTimeInterval(60)
        }
        return entries
    }

    public static func reloadPlan(for state: TimerState?, now: Date) -> ReloadPlan {
        guard let state else { return .never }
        return state.endsAt > now ? .atEnd : .never
    }
}
