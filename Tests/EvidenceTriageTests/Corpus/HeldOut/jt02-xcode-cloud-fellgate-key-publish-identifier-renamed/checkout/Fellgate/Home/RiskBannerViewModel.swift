import Foundation

struct RiskBannerViewModel {
    struct ExposureDay { let daysAgo: Int }
    let days: [ExposureDay]

    var title: String {
        guard let first = days.first else { return "No exposure reported" }
        return "Possible exposure \(first.daysAgo) day\(first.daysAgo == 1 ? "" : "s") ago"
    }
}
