import Foundation

struct StepSample { let start: Date; let count: Int }

struct TodaySummary {
    let now: Date
    let calendar: Calendar

    var window: DateInterval {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let start = utc.startOfDay(for: now)
        return DateInterval(start: start, end: now)
    }

    func steps(from samples: [StepSample]) -> Int {
        samples.filter { window.contains($0.start) }.reduce(0) { $0 + $1.count }
    }
}
