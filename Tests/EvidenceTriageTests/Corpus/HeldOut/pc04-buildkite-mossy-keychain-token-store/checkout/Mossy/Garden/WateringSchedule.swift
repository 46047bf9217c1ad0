import Foundation

struct WateringSchedule {
    let intervalDays: Int
    let forecast: Forecast

    func nextWateringOffset() -> Int {
        for (offset, day) in forecast.days.enumerated() where offset >= intervalDays - 1 {
            if case .rain(let mm) = day, mm > 15 { continue }
            return offset
        }
        return intervalDays
    }
}
