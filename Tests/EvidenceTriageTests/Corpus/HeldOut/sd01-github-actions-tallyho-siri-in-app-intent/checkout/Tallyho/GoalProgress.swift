import Foundation

struct GoalProgress {
    let consumedMillilitres: Int
    let goalMillilitres: Int

    var fraction: Double {
        guard goalMillilitres > 0 else { return 0 }
        return min(1, Double(consumedMillilitres) / Double(goalMillilitres))
    }

    var percentText: String {
        // whole percent shown on the Today ring
        let percent = Int(fraction * 100)
        return "\(percent)%"
    }
}
