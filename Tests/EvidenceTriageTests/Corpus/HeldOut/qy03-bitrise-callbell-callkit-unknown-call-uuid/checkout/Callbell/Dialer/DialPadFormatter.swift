import Foundation

enum DialPadFormatter {
    /// +4420 7946 0018 style grouping for display.
    static func display(_ e164: String) -> String {
        let digits = e164.filter(\.isNumber)
        guard e164.hasPrefix("+44"), digits.count == 12 else { return e164 }
        let d = Array(digits)
        return "+44 " + String(d[2..<6]) + " " + String(d[6..<12])
    }
}
