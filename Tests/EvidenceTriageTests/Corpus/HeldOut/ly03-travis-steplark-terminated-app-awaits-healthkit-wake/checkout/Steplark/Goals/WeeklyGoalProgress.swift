import Foundation

struct WeeklyGoalProgress {
    let goal: Int
    let steps: Int

    /// Fraction shown on the ring, 0...1.
    var fraction: Double {
        guard goal > 0 else { return 0 }
        return Double(steps) / Double(goal)
    }

    var label: String {
        "\(Int((fraction * 100).rounded()))%"
    }
}
