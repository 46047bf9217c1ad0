import Foundation

struct WeeklyGoalViewModel {
    let goalKilometers: Double
    let completedKilometers: Double

    var progress: Double { completedKilometers / goalKilometers }
    var progressText: String { "\(Int((progress * 100).rounded()))%" }
}
