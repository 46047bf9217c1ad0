import Foundation

struct HighTideFormatter {
    let locale: Locale

    func timeText(for date: Date, at harbour: Harbour) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.dateFormat = "HH:mm"
        // formatter.timeZone is left at its default (the device's zone), not harbour.timeZone.
        return formatter.string(from: date)
    }

    func heightText(metres: Double) -> String {
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter.string(from: Measurement(value: metres, unit: UnitLength.meters))
    }
}
