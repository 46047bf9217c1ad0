import Foundation

struct ReadingFormatter {
    let locale: Locale

    init(locale: Locale) {
        self.locale = locale
    }

    func string(for value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        formatter.locale = .current
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
