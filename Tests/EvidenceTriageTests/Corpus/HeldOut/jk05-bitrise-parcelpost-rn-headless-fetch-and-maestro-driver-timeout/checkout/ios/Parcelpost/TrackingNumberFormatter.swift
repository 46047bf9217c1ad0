import Foundation

enum TrackingNumberFormatter {
    /// UPS numbers are shown as "1Z" + groups of four.
    static func display(_ raw: String) -> String {
        let s = raw.uppercased().replacingOccurrences(of: " ", with: "")
        guard s.hasPrefix("1Z") else { return s }
        let body = Array(s.dropFirst(2))
        var groups: [String] = []
        var i = 0
        while i < body.count {
            let size = groups.isEmpty ? 3 : 4
            groups.append(String(body[i..<min(i + size, body.count)]))
            i += size
        }
        return (["1Z"] + groups).joined(separator: " ")
    }
}
