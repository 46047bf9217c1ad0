import Foundation

struct Receipt {
    enum Method { case card(last4: String), wallet }
    let merchant: String
    let amountCents: Int
    let method: Method
    let date: Date
}

struct ReceiptViewModel {
    let merchant: String
    let amountText: String
    let feeText: String
    let totalText: String

    init(receipt: Receipt, locale: Locale = .current) {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        func money(_ cents: Int) -> String { formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "" }

        let fee = Self.processingFee(for: receipt)
        merchant = receipt.merchant
        amountText = money(receipt.amountCents)
        feeText = "Fee: " + money(fee)
        totalText = money(receipt.amountCents + fee)
    }

    /// Card payments carry a 0.8 % processing fee, in whole cents; wallet payments are free.
    static func processingFee(for receipt: Receipt) -> Int {
        switch receipt.method {
        case .card:
            return (receipt.amountCents * 8) / 10_000
        case .wallet:
            return 0
        }
    }
}
