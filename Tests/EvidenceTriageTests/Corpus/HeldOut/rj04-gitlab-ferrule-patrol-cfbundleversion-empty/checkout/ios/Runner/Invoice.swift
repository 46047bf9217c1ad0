import Foundation

struct Invoice {
    struct Line { var qty: Int; var unitPrice: Double }
    var lines: [Line]
    var taxRate: Double
    var totalText: String {
        let net = lines.reduce(0) { $0 + Double($1.qty) * $1.unitPrice }
        return String(format: "$%.2f", floor(net * (1 + taxRate) * 100) / 100)
    }
}

enum PostcodeValidator {
    static func isValid(_ s: String) -> Bool {
        s.range(of: "^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$", options: .regularExpression) != nil
    }
}
