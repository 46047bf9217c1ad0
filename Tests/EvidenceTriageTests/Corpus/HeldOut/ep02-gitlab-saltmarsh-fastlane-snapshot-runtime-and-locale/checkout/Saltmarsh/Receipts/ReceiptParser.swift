//
//  ReceiptParser.swift
//  Saltmarsh
//
//  Turns OCR'd receipt lines into line items.
//

import Foundation

struct LineItem: Equatable {
    var name: String
    var quantity: Int
    var total: Decimal
}

struct ReceiptParser {
    // "3 x Oat milk 1l        4.47" / "Oat milk 1l   2 @ 1.49   2.98"
    private let quantityPrefix = /^(\d+)\s*x\s+(.+?)\s{2,}(\d+[.,]\d{2})$/
    private let multiBuy = /^(.+?)\s{2,}(\d+)\s*@\s*(\d+[.,]\d{2})\s+(\d+[.,]\d{2})$/

    func parse(_ line: String) -> LineItem? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let m = trimmed.wholeMatch(of: quantityPrefix) {
            return LineItem(name: String(m.2), quantity: Int(m.1) ?? 1, total: decimal(m.3))
        }
        if let m = trimmed.wholeMatch(of: multiBuy) {
            return LineItem(name: String(m.1), quantity: 1, total: decimal(m.4))
        }
        return nil
    }

    private func decimal(_ s: Substring) -> Decimal {
        Decimal(string: s.replacingOccurrences(of: ",", with: ".")) ?? 0
    }
}
