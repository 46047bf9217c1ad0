import Foundation

struct TrailDistanceFormatter {
    var locale: Locale = .current

    func string(fromMeters meters: Double) -> String {
        let usesMetric = locale.measurementSystem == .metric
        if usesMetric {
            return format(meters / 1000, unit: "km")
        }
        let miles = meters / 1609.344
        if miles < 0.1 {
            return "\(Int((meters * 3.28084).rounded())) ft"
        }
        return format(miles, unit: "mi")
    }

    private func format(_ value: Double, unit: String) -> String {
        let nf = NumberFormatter()
        nf.locale = locale
        nf.maximumFractionDigits = 1
        // minimumFractionDigits left at 0: whole values lose their ".0"
        return "\(nf.string(from: NSNumber(value: value)) ?? "\(value)") \(unit)"
    }
}
