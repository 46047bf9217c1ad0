import Foundation

struct ReceiptFormatter {
    let locale: Locale

    func tipLine(_ receipt: Receipt) -> String {
        let tip = receipt.fare * Double(receipt.tipPercent) / 100
        let truncated = Double(Int(tip * 100)) / 100
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = locale
        return "Tip (\(receipt.tipPercent)%) \(f.string(from: NSNumber(value: truncated)) ?? "")"
    }
}
