//
//  CardNumberMask.swift
//  Quenby
//

import Foundation

enum CardNumberMask {
    /// "4111 1111 1111 1234" -> "•••• •••• •••• 1234"
    static func masked(_ number: String) -> String {
        let digits = number.filter(\.isNumber)
        guard digits.count > 4 else { return digits }
        let hidden = String(repeating: "•", count: digits.count - 4)
        let visible = digits.suffix(4)
        return group(hidden + visible, size: 4)
    }

    private static func group(_ s: String, size: Int) -> String {
        var out = ""
        for (i, ch) in s.enumerated() {
            if i > 0 && i % size == 0 { out.append(" ") }
            out.append(ch)
        }
        return out
    }
}
