import Foundation

struct WeekSummaryFormatter {
    var locale = Locale(identifier: "en_US_POSIX")

    func overtimeLabel(minutes: Int) -> String {
        let hours = Double(minutes) / 60
        let number = NumberFormatter()
        number.locale = locale
        number.maximumFractionDigits = 1
        return "Overtime: \(number.string(from: NSNumber(value: hours)) ?? "0") h"
    }

    func totalLabel(minutes: Int) -> String {
        "\(minutes / 60) h \(minutes % 60) min"
    }
}
