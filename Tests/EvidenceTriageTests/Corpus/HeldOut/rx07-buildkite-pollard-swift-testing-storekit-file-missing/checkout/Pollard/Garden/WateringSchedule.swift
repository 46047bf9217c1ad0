import Foundation

struct WateringSchedule {
    let intervalDays: Int
    let dormantMonths: Set<Int>

    func next(after date: Date) -> Date {
        let cal = Calendar.utc
        var candidate = cal.date(byAdding: .day, value: intervalDays, to: date)!
        if dormantMonths.contains(cal.component(.month, from: candidate)) {
            candidate = cal.date(byAdding: .month, value: 1, to: candidate)!
        }
        return candidate
    }
}
