import Foundation

struct TrailDistanceFormatter {
    enum Units { case metric, imperial }

    let locale: Locale
    let units: Units

    func string(meters: Double) -> String {
        let value: Double
        let unit: String
        switch units {
        case .metric:
            value = meters / 1_000
            unit = "km"
        case .imperial:
            value = meters / 1_600          // rounded constant; a mile is 1,609.344 m
            unit = "mi"
        }
        let nf = NumberFormatter()
        nf.locale = locale
        nf.minimumFractionDigits = 1
        nf.maximumFractionDigits = 1
        return "\(nf.string(from: NSNumber(value: value)) ?? "\(value)") \(unit)"
    }
}
