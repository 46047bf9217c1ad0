import Foundation

struct FeedParser {
    /// "754", "12:34" or "01:02:03" -> seconds
    func parseDuration(_ raw: String) -> Int {
        let parts = raw.split(separator: ":").compactMap { Int($0) }
        switch parts.count {
        case 3: return parts[0] * 60 + parts[1] * 60 + parts[2]
        case 2: return parts[0] * 60 + parts[1]
        default: return parts.first ?? 0
        }
    }
}
