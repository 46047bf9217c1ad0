import Foundation

struct RiskCardViewModel {
    let lastExposure: Date?
    let now: Date

    var lastExposureText: String {
        guard let lastExposure else { return String(localized: "No exposures in the last 14 days") }
        let days = Calendar.current.dateComponents([.day], from: lastExposure, to: now).day ?? 0
        if days == 0 { return String(localized: "Exposure today") }
        return "\(days) days ago"
    }
}
