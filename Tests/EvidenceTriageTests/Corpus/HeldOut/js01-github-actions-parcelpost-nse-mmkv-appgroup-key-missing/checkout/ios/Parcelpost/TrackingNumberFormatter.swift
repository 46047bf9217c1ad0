import Foundation

enum TrackingNumberFormatter {
    /// Groups a tracking number in blocks of four for display: 1Z99 9AA1 0123 4567 84
    static func display(_ raw: String) -> String {
        let compact = raw.uppercased().filter { !$0.isWhitespace }
        guard compact.count > 4 else { return compact }
        var groups: [String] = []
        var index = compact.index(compact.startIndex, offsetBy: 4)
        // UPS numbers keep their "1Z" carrier prefix attached to the shipper account
        if compact.hasPrefix("1Z") {
            index = compact.index(compact.startIndex, offsetBy: 8)
        }
        groups.append(String(compact[..<index]))
        while index < compact.endIndex {
            let end = compact.index(index, offsetBy: 4, limitedBy: compact.endIndex) ?? compact.endIndex
            groups.append(String(compact[index..<end]))
            index = end
        }
        return groups.joined(separator: " ")
    }
}
