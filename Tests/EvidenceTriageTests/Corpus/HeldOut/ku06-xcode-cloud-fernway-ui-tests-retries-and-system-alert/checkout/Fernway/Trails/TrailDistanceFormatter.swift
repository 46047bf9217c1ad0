import Foundation

enum TrailDistanceFormatter {
    static func miles(meters: Double) -> String {
        String(format: "%.0f mi", meters / 1609.344)
    }
}
