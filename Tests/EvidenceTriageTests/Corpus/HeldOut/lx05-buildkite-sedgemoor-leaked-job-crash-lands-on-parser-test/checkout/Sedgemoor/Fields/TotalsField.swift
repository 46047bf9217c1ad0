import UIKit

/// Text field for receipt totals: digits fill from the right ("1845" -> "£18.45"); pasting accepts
/// grouped amounts such as "£1,204.50".
final class TotalsField: UITextField {
    private static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = Locale(identifier: "en_GB")
        return f
    }()

    private(set) var amount: Decimal = 0 {
        didSet { text = Self.formatter.string(from: amount as NSDecimalNumber) }
    }

    override func insertText(_ text: String) {
        let digits = (self.text ?? "").filter(\.isNumber) + text.filter(\.isNumber)
        amount = (Decimal(string: digits) ?? 0) / 100
    }

    override func paste(_ sender: Any?) {
        guard let pasted = UIPasteboard.general.string else { return }
        let cleaned = pasted.filter { $0.isNumber || $0 == "." }
        if let value = Decimal(string: cleaned) {
            amount = value
        }
    }
}
