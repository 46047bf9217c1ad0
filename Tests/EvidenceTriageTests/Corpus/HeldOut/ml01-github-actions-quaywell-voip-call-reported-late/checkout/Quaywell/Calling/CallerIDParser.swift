import Foundation

enum CallerIDParser {
    /// "+49 30 123456 ext. 12" -> (e164: "+4930123456", ext: "12")
    static func parse(_ raw: String) -> (e164: String, ext: String?)? {
        let parts = raw.components(separatedBy: "ext")
        let digits = parts[0].filter { $0.isNumber || $0 == "+" }
        guard digits.hasPrefix("+"), digits.count >= 8 else { return nil }
        let ext = parts.count > 1 ? parts[1].filter(\.isNumber) : nil
        return (digits, ext)
    }
}
