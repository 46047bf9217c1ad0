//
//  Receipt.swift
//  Tillpoint
//

import Foundation

struct Receipt: Equatable {
    let id: String
    let merchant: String
    let amount: Decimal
    let currency: String

    init(json: [String: Any]) throws {
        guard let id = json["id"] as? String,
              let merchant = json["merchant"] as? String,
              let amount = json["amount"] as? Double,
              let currency = json["currency"] as? String else {
            throw ReceiptError.malformed
        }
        self.id = id
        self.merchant = merchant
        self.amount = Decimal(amount)
        self.currency = currency
    }
}

enum ReceiptError: Error { case malformed }
