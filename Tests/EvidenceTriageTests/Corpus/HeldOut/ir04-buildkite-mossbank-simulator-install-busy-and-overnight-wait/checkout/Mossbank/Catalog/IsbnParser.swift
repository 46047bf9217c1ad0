import Foundation

enum IsbnParser {
    /// Accepts ISBN-10 and ISBN-13 with or without hyphens; returns the ISBN-13 form.
    static func normalized(_ input: String) -> String? {
        let digits = input.filter { $0.isNumber }
        switch digits.count {
        case 13: return isValid13(digits) ? digits : nil
        case 10: return isValid10(digits) ? "978" + digits.dropLast() + check13("978" + digits.dropLast()) : nil
        default: return nil
        }
    }

    private static func isValid10(_ d: String) -> Bool {
        let values = d.compactMap { $0.wholeNumberValue }
        let sum = values.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element }
        return sum % 11 == 0
    }

    private static func isValid13(_ d: String) -> Bool {
        let values = d.compactMap { $0.wholeNumberValue }
        let sum = values.enumerated().reduce(0) { $0 + ($1.offset.isMultiple(of: 2) ? 1 : 3) * $1.element }
        return sum % 10 == 0
    }

    private static func check13(_ twelve: String) -> String {
        let values = twelve.compactMap { $0.wholeNumberValue }
        let sum = values.enumerated().reduce(0) { $0 + ($1.offset.isMultiple(of: 2) ? 1 : 3) * $1.element }
        return String((10 - sum % 10) % 10)
    }
}
