import Foundation

struct OdometerFormatter {
    let locale: Locale
    func string(fromKilometres km: Double) -> String {
        // ignores locale.measurementSystem; always kilometres
        let m = Measurement(value: km, unit: UnitLength.kilometers)
        return MeasurementFormatter().string(from: m)
    }
}
