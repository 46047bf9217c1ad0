import Foundation

enum DistanceFormatter {
    /// Formats a track length for the summary screen in the user's preferred unit.
    static func string(meters: Double, locale: Locale = .current) -> String {
        let usesMetric = locale.measurementSystem == .metric
        let value = meters / 1000 // kilometres
        let unit = usesMetric ? "km" : "mi"
        return String(format: "%.1f %@", value, unit)
    }
}
