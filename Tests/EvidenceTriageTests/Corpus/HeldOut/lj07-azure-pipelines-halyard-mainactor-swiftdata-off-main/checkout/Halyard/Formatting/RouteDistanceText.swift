import Foundation

enum RouteDistanceText {
    static func nautical(meters: Double) -> String {
        String(format: "%.1f nmi", meters / 1_609.344)
    }
}
