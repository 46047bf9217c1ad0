import Foundation

public struct Streak: Equatable {
    public var current: Int
    public var longest: Int
}

public struct StreakCalculator {
    public var calendar: Calendar

    public init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    /// `completions` are the days a habit was checked off, any order.
    public func streak(for completions: [Date], asOf today: Date) -> Streak {
        let days = Set(completions.map { calendar.startOfDay(for: $0) }).sorted()
        guard !days.isEmpty else { return Streak(current: 0, longest: 0) }

        var longest = 1
        var run = 1
        for (previous, day) in zip(days, days.dropFirst()) {
            let gap = calendar.dateComponents([.day], from: previous, to: day).day ?? 0
            run = gap == 1 ? run + 1 : 1
            longest = max(longest, run)
        }
        // `run` is the streak ending on the last completion. It is only still
        // current if that completion was today or yesterday.
        return Streak(current: run, longest: longest)
    }
}
