import Foundation

struct BenchHeightFormatter {
    let locale: Locale

    func string(meters: Double) -> String {
        guard locale.measurementSystem == .us else {
            return Measurement(value: meters, unit: UnitLength.meters)
                .formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(locale))
        }
        let totalInches = meters / 0.0254
        let feet = Int((totalInches / 12).rounded())
        let inches = Int(totalInches) % 12
        return "\(feet) ft \(inches) in"
    }
}
