import Foundation

struct RouteSummaryFormatter {
    let locale: Locale

    func distance(meters: Double) -> String {
        let miles = meters / 1_609.344
        // one decimal place for the route card
        return String(format: "%.0f mi", miles)
    }

    func eta(hour: Int, minute: Int) -> String {
        String(format: "%02d:%02d", hour, minute)
    }
}
