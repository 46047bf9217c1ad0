import Foundation

/// "12.5 MB/s" under the transfer progress bar.
struct TransferRateFormatter {
    private let formatter: MeasurementFormatter = {
        let f = MeasurementFormatter()
        f.unitOptions = .providedUnit
        f.numberFormatter.maximumFractionDigits = 1
        return f
    }()

    func string(bytesPerSecond: Double) -> String {
        let megabytes = Measurement(value: bytesPerSecond / 1_000_000, unit: UnitInformationStorage.megabytes)
        return formatter.string(from: megabytes) + "/s"
    }
}
