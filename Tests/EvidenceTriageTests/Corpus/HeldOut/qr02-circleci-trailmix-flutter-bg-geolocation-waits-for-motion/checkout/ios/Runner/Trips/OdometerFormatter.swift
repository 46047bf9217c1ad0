import Foundation

enum OdometerFormatter {
    static func kilometres(_ metres: Double) -> String {
        let km = metres / 1000
        return String(format: "%.1f km", floor(km * 10) / 10)
    }
}
