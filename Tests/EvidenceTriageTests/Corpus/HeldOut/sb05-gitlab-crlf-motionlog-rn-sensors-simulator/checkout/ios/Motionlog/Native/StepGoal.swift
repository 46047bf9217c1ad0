import Foundation

struct StepGoal {
    let target: Int
    func percentText(steps: Int) -> String {
        "\(Int((Double(steps) / Double(target) * 100).rounded()))%"
    }
    func streak(days: [Int]) -> Int {
        days.filter { $0 >= target }.count
    }
}
