//
//  WateringSchedule.swift
//  Fernbank
//

import Foundation

struct WateringSchedule {
    enum Season { case spring, summer, autumn, winter }

    /// Days between waterings. Succulents and cacti go dormant in winter and
    /// are watered roughly a third as often.
    static func intervalDays(for plant: PlantKind, in season: Season) -> Int {
        let base = plant.baseIntervalDays
        switch (plant.family, season) {
        case (.succulent, .winter):
            return base
        case (_, .winter):
            return base + base / 2
        case (_, .summer):
            return max(1, base - base / 4)
        default:
            return base
        }
    }
}
