import Foundation

enum CardBrand { case visa, mastercard, amex }

struct CardNumberFormatter {
    func format(_ digits: String, brand: CardBrand) -> String {
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && i % 4 == 0 { out.append(" ") }
            out.append(ch)
        }
        return out
    }
}
