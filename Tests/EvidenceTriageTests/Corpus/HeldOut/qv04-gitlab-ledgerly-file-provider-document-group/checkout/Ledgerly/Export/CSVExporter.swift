import Foundation

struct CSVExporter {
    func amountField(_ cents: Int) -> String {
        let value = Double(cents) / 100
        return String(format: "%.2f", value)
    }
}
