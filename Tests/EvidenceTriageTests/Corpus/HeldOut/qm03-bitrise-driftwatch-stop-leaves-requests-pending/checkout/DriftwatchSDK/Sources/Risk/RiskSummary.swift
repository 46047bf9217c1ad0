import Foundation

struct RiskSummary {
    let exposureDays: Int
    let lastExposure: Date?

    var badgeText: String {
        exposureDays == 1 ? "1 day with contact" : "\(exposureDays) day with contact"
    }
}
