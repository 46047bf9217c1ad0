import Foundation

struct DialFormatter {
    func format(_ raw: String) -> String {
        let parts = raw.split(separator: ",", omittingEmptySubsequences: true)
        let digits = parts.first.map(String.init) ?? ""
        guard digits.count == 10 else { return raw }
        let a = digits.prefix(3), b = digits.dropFirst(3).prefix(3), c = digits.suffix(4)
        var out = "(\(a)) \(b)-\(c)"
        if parts.count > 1 { out += " x\(parts[1])" }
        return out
    }
}
