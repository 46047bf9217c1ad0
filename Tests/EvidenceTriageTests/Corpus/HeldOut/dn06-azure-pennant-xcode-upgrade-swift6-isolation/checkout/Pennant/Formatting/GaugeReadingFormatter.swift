import Foundation

enum GaugeReadingFormatter {
    static func string(hPa: Double) -> String {
        // Truncates instead of rounding: 1013.26 -> 1013.2
        let tenths = Double(Int(hPa * 10)) / 10
        return String(format: "%.1f hPa", tenths)
    }
}
