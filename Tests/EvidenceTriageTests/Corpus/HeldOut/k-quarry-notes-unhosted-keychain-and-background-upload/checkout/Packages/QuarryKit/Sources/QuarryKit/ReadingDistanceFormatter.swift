import Foundation

/// "1.5 km walk" labels on saved places.
public final class ReadingDistanceFormatter {
    private let numberFormatter = NumberFormatter()
    private let lengthFormatter = LengthFormatter()

    public var locale: Locale = .current {
        didSet { numberFormatter.locale = locale }   // lengthFormatter.numberFormatter keeps its own locale
    }

    public init() {
        numberFormatter.maximumFractionDigits = 1
        lengthFormatter.numberFormatter.maximumFractionDigits = 1
        lengthFormatter.unitStyle = .short
    }

    public func string(meters: Double) -> String {
        meters < 1000 ? lengthFormatter.string(fromValue: meters.rounded(), unit: .meter)
                      : lengthFormatter.string(fromValue: meters / 1000, unit: .kilometer)
    }
}
