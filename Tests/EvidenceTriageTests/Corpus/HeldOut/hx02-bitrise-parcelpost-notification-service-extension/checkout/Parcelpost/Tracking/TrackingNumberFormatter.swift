import Foundation

enum TrackingNumberFormatter {
    /// UPS numbers (1Z + 16) are shown in groups of four after the prefix:
    /// "1Z 999A A101 2345 6784".
    static func display(_ raw: String) -> String {
        let cleaned = raw.uppercased().filter { $0.isLetter || $0.isNumber }
        guard cleaned.hasPrefix("1Z"), cleaned.count == 18 else { return cleaned }
        let body = Array(cleaned.dropFirst(2))
        var groups: [String] = []
        var index = 0
        while index < body.count {
            let end = min(index + 3, body.count)
            groups.append(String(body[index..<end]))
            index = end
        }
        return "1Z " + groups.joined(separator: " ")
    }
}
