//
//  CSVExporter.swift
//  CivicLedger
//
//  Produces the "Download as CSV" file that council clerks import into the
//  finance system. The importer expects '.' as decimal separator and ','
//  between columns.
//

import Foundation

struct LedgerEntry {
    let date: Date
    let department: String
    let amount: Decimal
}

struct CSVExporter {
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    private let amountFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.usesGroupingSeparator = false
        return formatter
    }()

    func row(for entry: LedgerEntry) -> String {
        let amount = amountFormatter.string(from: entry.amount as NSDecimalNumber) ?? "0"
        return [dateFormatter.string(from: entry.date), quoted(entry.department), amount].joined(separator: ",")
    }

    private func quoted(_ field: String) -> String {
        field.contains(",") ? "\"\(field.replacingOccurrences(of: "\"", with: "\"\""))\"" : field
    }
}
