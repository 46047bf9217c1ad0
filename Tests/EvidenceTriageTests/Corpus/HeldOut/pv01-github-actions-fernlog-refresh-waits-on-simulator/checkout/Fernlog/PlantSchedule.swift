import Foundation

struct PlantSchedule {
    var baseIntervalDays: Int
    var isDormant: Bool

    /// Dormant plants are watered half as often.
    var wateringIntervalDays: Int {
        isDormant ? baseIntervalDays : baseIntervalDays
    }
}
