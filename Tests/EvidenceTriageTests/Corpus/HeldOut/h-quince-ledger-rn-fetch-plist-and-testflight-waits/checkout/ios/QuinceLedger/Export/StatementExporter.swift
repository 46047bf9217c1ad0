import Foundation

struct StatementExporter {
    let timeZone: TimeZone

    func header(for date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.timeZone = timeZone
        f.dateFormat = "d MMM YYYY"
        return "Statement — " + f.string(from: date)
    }

    func csvRow(payee: String, amount: Double) -> String {
        let p = payee.contains(",") ? "\"\(payee)\"" : payee
        return "\(p),\(String(format: "%.2f", amount))"
    }
}
