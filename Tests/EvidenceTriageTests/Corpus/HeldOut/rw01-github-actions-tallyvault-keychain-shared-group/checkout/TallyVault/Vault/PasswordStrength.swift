import Foundation

enum PasswordStrength {
    /// 0...4, one point each for length >= 12, lowercase+uppercase, digits, symbols.
    static func score(_ password: String) -> Int {
        var score = 0
        if password.count >= 12 { score += 1 }
        if password.contains(where: \.isLowercase) && password.contains(where: \.isUppercase) { score += 1 }
        if password.contains(where: \.isNumber) { score += 1 }
        if password.contains(where: { $0.isLetter == false && $0.isNumber == false && $0 != " " && $0.isPunctuation }) { score += 1 }
        return score
    }
}
