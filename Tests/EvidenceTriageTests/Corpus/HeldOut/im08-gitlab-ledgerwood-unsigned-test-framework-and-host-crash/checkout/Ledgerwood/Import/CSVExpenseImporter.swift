import Foundation

struct ImportedExpense: Equatable {
    let date: String
    let merchant: String
    let amountMinor: Int
}

/// Imports the bank's CSV export: date,merchant,amount
struct CSVExpenseImporter {
    func parse(_ csv: String) -> [ImportedExpense] {
        csv.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let amount = Decimal(string: fields[2]) else { return nil }
            let minor = NSDecimalNumber(decimal: amount * 100).intValue
            return ImportedExpense(date: fields[0], merchant: fields[1], amountMinor: minor)
        }
    }
}
