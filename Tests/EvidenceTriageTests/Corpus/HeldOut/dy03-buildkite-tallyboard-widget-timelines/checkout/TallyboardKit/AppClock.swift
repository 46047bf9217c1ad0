import Foundation

/// App-wide clock with a DEBUG override (Settings ▸ Developer ▸ Time travel) so QA can
/// look at month-end and week-rollover states without changing the device clock.
public enum AppClock {
    /// Offset applied to the wall clock while time travel is on. Stored in the shared
    /// app-group defaults so the widget extension sees the same override.
    public static var debugOffset: TimeInterval {
        get { SharedDefaults.current.double(forKey: "debug.clock.offset") }
        set { SharedDefaults.current.set(newValue, forKey: "debug.clock.offset") }
    }

    public static var wallClock: () -> Date = Date.init

    /// "Now" as the app should reason about it (balances, week boundaries).
    public static func now() -> Date { wallClock().addingTimeInterval(debugOffset) }

    /// The real instant that corresponds to an app-clock date. WidgetKit schedules
    /// entries and reload policies against real time.
    public static func realTime(forApp appDate: Date) -> Date { appDate.addingTimeInterval(-debugOffset) }
}
