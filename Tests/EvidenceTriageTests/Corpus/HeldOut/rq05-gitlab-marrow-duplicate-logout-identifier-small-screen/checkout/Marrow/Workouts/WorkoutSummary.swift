import Foundation

struct WorkoutSummary {
    let seconds: Int
    let calories: Double

    var durationText: String {
        String(format: "%d:%02d:%02d", seconds / 3600, (seconds % 3600) / 60, seconds % 60)
    }

    var caloriesText: String {
        let rounded = Int(calories / 10) * 10
        return "\(rounded) kcal"
    }
}
