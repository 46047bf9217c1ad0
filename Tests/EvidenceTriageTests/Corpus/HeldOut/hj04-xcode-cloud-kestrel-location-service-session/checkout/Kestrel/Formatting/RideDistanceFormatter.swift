import Foundation

/// Ride summary distance, e.g. "9.9998 mi" on the export sheet.
struct RideDistanceFormatter {
    private let formatter: MeasurementFormatter

    init(locale: Locale) {
        let f = MeasurementFormatter()
        f.unitOptions = .naturalScale
        f.numberFormatter.minimumFractionDigits = 4
        f.numberFormatter.maximumFractionDigits = 4
        f.locale = locale
        formatter = f
    }

    func string(kilometres: Double) -> String {
        formatter.string(from: Measurement(value: kilometres, unit: UnitLength.kilometers))
    }
}
