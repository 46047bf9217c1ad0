import Foundation

enum RouteDistance {
    static let metresPerNauticalMile = 1852.0

    static func label(metres: Double) -> String {
        let nm = metres / metresPerNauticalMile
        return String(format: "%.1f nm", floor(nm * 10) / 10)
    }
}
