import Foundation

struct StepSample { let start: Date; let end: Date; let count: Double }

enum DailyStepsAggregator {
    static func totals(_ samples: [StepSample], calendar: Calendar = .current) -> [Date: Double] {
        var out: [Date: Double] = [:]
        for s in samples {
            let day = calendar.startOfDay(for: s.start)
            out[day, default: 0] += s.count
        }
        return out
    }
}
