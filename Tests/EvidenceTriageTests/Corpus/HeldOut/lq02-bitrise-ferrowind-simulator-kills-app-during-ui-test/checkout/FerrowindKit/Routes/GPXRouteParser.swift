import Foundation

public struct RoutePoint: Equatable {
    public let latitude: Double
    public let longitude: Double
    public let elevation: Double?
}

public enum GPXRouteParser {
    /// Elevation changes smaller than this are GPS noise and must not count as climbing.
    public static let noiseThreshold = 3.0

    public static func elevationGain(of points: [RoutePoint]) -> Double {
        var gain = 0.0
        var previous: Double?
        for point in points {
            guard let elevation = point.elevation else { continue }
            if let last = previous {
                let delta = elevation - last
                if delta > 0 { gain += delta }
            }
            previous = elevation
        }
        return gain
    }
}
