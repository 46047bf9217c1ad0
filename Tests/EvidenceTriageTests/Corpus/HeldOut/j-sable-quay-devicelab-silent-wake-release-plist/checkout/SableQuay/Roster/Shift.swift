import Foundation

struct Shift {
    let start: Date
    let end: Date
    var duration: TimeInterval { end.timeIntervalSince(start) }

    init(start: String, end: String, on day: Date) throws {
        self.start = try Clock.time(start, on: day)
        self.end = try Clock.time(end, on: day)     // overnight end should roll to the next day
    }
}
