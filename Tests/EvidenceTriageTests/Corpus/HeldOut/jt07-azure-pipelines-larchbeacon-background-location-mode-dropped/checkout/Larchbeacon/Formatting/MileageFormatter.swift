import Foundation

enum MileageFormatter {
    static func miles(fromMeters meters: Double) -> String {
        let miles = meters / 1609.344
        return String(format: "%.0f mi", miles)
    }
}
