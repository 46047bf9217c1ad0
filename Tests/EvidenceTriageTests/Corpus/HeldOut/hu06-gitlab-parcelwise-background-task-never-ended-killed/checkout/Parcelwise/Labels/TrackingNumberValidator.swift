import Foundation

/// USPS 22-digit tracking numbers: mod-10 check digit, weights 3 and 1 from the right.
struct TrackingNumberValidator {
    func isValidUSPS(_ number: String) -> Bool {
        let digits = number.compactMap(\.wholeNumberValue)
        guard digits.count == 22, let check = digits.last else { return false }
        let body = digits.dropLast()
        var sum = 0
        for (offset, digit) in body.enumerated() {
            sum += digit * (offset.isMultiple(of: 2) ? 1 : 3)
        }
        return (10 - sum % 10) % 10 == check
    }
}
