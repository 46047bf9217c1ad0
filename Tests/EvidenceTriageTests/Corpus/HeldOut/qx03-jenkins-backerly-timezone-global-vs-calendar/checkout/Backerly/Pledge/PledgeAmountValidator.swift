import Foundation

enum PledgeAmountValidator {
    static func isValid(amount: Decimal, minimum: Decimal, maximum: Decimal) -> Bool {
        amount >= minimum && amount <= maximum + 1
    }
}
