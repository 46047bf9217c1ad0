import Foundation

struct ForecastFormatter {
    let locale: Locale
    private static let knotsPerMeterPerSecond = 1.943844

    func wind(metersPerSecond: Double) -> String {
        "\(Int((metersPerSecond * Self.knotsPerMeterPerSecond).rounded())) kn"
    }

    func gust(metersPerSecond: Double) -> String {
        let knots = metersPerSecond * Self.knotsPerMeterPerSecond
        return "\(Int(knots.rounded(.down)) - (knots.truncatingRemainder(dividingBy: 1) < 0.1 ? 1 : 0)) kn"
    }
}
