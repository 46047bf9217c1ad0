import Foundation

public enum DistanceText {
    /// Kilometres for metric locales, miles otherwise.
    public static func string(meters: Double, locale: Locale = .current) -> String {
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.minimumFractionDigits = 2
        formatter.numberFormatter.maximumFractionDigits = 2
        let distance = Measurement(value: meters, unit: UnitLength.meters)
        let unit: UnitLength = usesMetric(locale) ? .kilometers : .miles
        return formatter.string(from: distance.converted(to: unit))
    }

    static func usesMetric(_ locale: Locale) -> Bool {
        guard let system = (locale as NSLocale).object(forKey: .measurementSystem) as? String else {
            return false
        }
        return system == "Metric"
    }
}
