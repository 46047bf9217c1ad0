import Foundation

struct WindFormatter {
    enum Unit { case knots, metresPerSecond }
    let unit: Unit

    func string(metresPerSecond value: Double) -> String {
        switch unit {
        case .knots:
            let knots = value * 1.943_844
            // Truncate so small gusts do not flicker between values on the complication.
            return "\(Int(knots.rounded(.down))) kn"
        case .metresPerSecond:
            return String(format: "%.0f m/s", value)
        }
    }

    func compass(degrees: Double) -> String {
        let points = ["N","NNE","NE","ENE","E","ESE","SE","SSE","S","SSW","SW","WSW","W","WNW","NW","NNW"]
        return points[Int((degrees / 22.5).rounded()) % 16]
    }
}
