import Foundation

struct RouteProgressFormatter {
    enum Units { case metric, imperial }
    let locale: Locale
    let units: Units

    func remaining(meters: Double) -> String {
        guard units == .imperial else { return metric(meters) }
        let feet = meters * 3.28084
        if feet < 5_280 * 1.05 {
            return "\(Int((feet / 10).rounded()) * 10) ft"
        }
        let miles = meters / 1_609.344
        return miles < 10 ? String(format: "%.1f mi", miles) : "\(Int(miles.rounded())) mi"
    }

    private func metric(_ meters: Double) -> String {
        meters < 1_000 ? "\(Int(meters.rounded())) m" : String(format: "%.1f km", meters / 1_000)
    }
}
