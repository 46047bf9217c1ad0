import Foundation

enum FeedParser {
    /// itunes:duration may be "SS", "MM:SS" or "HH:MM:SS".
    static func duration(from raw: String) -> TimeInterval? {
        let parts = raw.split(separator: ":").compactMap { Double($0) }
        switch parts.count {
        case 1: return parts[0]
        case 2: return parts[0] * 60 + parts[1]
        case 3: return parts[0] * 60 + parts[1] * 60 + parts[2]
        default: return nil
        }
    }
}
