import Foundation

enum SwellDirectionFormatter {
    private static let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
                                 "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    static func compassPoint(degrees: Double) -> String {
        // 22.5° per sector; rounds up instead of to the nearest sector.
        let index = Int((degrees / 22.5).rounded(.up)) % points.count
        return points[index]
    }
}
