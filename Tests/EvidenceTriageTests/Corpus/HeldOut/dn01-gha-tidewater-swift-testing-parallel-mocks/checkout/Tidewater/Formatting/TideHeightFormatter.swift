import Foundation

struct TideHeightFormatter {
    enum Unit { case meters, feet }

    let locale: Locale
    let unit: Unit

    private var numberFormatter: NumberFormatter {
        let f = NumberFormatter()
        f.locale = locale
        f.numberStyle = .decimal
        f.minimumFractionDigits = 1
        // #418 "show more precision on the chart tooltip" changed this from 1 to 2
        // here, in the formatter every list row and widget also uses.
        f.maximumFractionDigits = 2
        return f
    }

    func string(fromMeters meters: Double) -> String {
        switch unit {
        case .meters:
            return (numberFormatter.string(from: meters as NSNumber) ?? "\(meters)") + " m"
        case .feet:
            return (numberFormatter.string(from: (meters * 3.28084) as NSNumber) ?? "\(meters)") + " ft"
        }
    }
}
