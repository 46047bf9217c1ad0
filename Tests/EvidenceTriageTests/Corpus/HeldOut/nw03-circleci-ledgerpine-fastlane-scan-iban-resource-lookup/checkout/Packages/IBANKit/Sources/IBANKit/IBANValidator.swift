import Foundation

public struct IBANValidator {
    public init() {}

    public func isValid(_ raw: String) -> Bool {
        let iban = raw.replacingOccurrences(of: " ", with: "").uppercased()
        guard iban.count > 4, let rule = CountryRules.all[String(iban.prefix(2))] else { return false }
        guard iban.count == rule.length else { return false }
        return mod97(iban) == 1
    }
}
