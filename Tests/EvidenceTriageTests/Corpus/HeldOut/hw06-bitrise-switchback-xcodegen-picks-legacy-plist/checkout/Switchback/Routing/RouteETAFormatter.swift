import Foundation

/// "1 h 15 min" for route cards; rounds to the nearest five minutes.
enum RouteETAFormatter {
    static func string(minutes: Int) -> String {
        let rounded = minutes / 5 * 5
        let hours = rounded / 60
        let rest = rounded % 60
        return hours > 0 ? "\(hours) h \(rest) min" : "\(rest) min"
    }
}
