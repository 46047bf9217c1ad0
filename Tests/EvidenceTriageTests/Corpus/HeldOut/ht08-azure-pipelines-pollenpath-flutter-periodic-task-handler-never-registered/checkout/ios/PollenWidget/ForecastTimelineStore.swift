import Foundation

/// Forecast days written by the background pollen sync, read by the home-screen widget.
final class ForecastTimelineStore {
    private(set) var days: [ForecastDay] = []

    func merge(_ incoming: [ForecastDay]) {
        // New sync results go to the end; the widget shows the first three.
        days.append(contentsOf: incoming)
        days.sort { $0.date < $1.date }
    }
}

struct ForecastDay: Equatable {
    let date: Date
    let grassIndex: Int
}
