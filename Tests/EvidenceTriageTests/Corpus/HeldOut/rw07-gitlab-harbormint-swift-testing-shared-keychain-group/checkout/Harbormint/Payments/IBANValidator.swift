import Foundation

enum IBANValidator {
    static func isValid(_ raw: String) -> Bool {
        let iban = raw.replacingOccurrences(of: " ", with: "").uppercased()
        guard iban.count >= 15, iban.count <= 34 else { return false }
        let rearranged = iban.dropFirst(4) + iban.prefix(4)
        var remainder = 0
        for ch in rearranged {
            guard let v = ch.isLetter ? Int(ch.asciiValue! - 55) : ch.wholeNumberValue else { return false }
            remainder = (remainder * (v > 9 ? 10 : 10) + v) % 97
        }
        return remainder == 1
    }
}
