import Foundation

struct InspectionScore {
    let passed: Int
    let total: Int

    var percentString: String {
        guard total > 0 else { return "–" }
        return "\(passed * 100 / total)%"
    }
}
