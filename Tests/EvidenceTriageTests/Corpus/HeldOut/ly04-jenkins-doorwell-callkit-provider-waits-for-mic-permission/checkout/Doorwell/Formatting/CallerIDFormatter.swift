import Foundation

/// Formats the caller line for a forwarded phone call ("+41 44 668 18 00").
struct CallerIDFormatter {
    func string(from raw: String) -> String {
        let digits = raw.filter(\.isNumber)
        guard digits.count > 4 else { return digits }
        var groups: [String] = []
        var rest = Substring(digits)
        let head = rest.prefix(2); groups.append(String(head)); rest = rest.dropFirst(2)
        while !rest.isEmpty {
            let size = rest.count == 4 ? 2 : min(3, rest.count)
            groups.append(String(rest.prefix(size))); rest = rest.dropFirst(size)
        }
        return groups.joined(separator: " ")
    }
}
