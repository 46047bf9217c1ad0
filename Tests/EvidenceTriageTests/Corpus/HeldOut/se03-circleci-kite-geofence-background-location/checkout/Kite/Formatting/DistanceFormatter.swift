import Foundation

struct DistanceFormatter {
    let locale: Locale
    func string(meters: Double) -> String {
        let miles = meters / 1_609.344
        return "\(Int(miles)) mi"
    }
}
