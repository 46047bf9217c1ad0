import WidgetKit

struct TimelineBuilder {
    /// One entry per minute so the countdown to the next tide stays exact.
    func entries(from start: Date, tides: [Tide]) -> [TideEntry] {
        (0..<(24 * 60)).map { minute in
            let date = start.addingTimeInterval(Double(minute) * 60)
            return TideEntry(date: date, next: tides.first { $0.time > date })
        }
    }
}
