import Foundation

struct TideFormatter {
    let locale: Locale
    func height(meters: Double) -> String {
        // BUG: String(format:) ignores the locale, so de_DE gets a dot.
        String(format: "%.2f m", meters)
    }
}
