import Foundation

struct ChapterParser {
    /// Parses Podlove simple-chapter start times ("HH:MM:SS.mmm" or "MM:SS").
    func seconds(from start: String) -> TimeInterval? {
        let parts = start.split(separator: ":").compactMap { Double($0) }
        switch parts.count {
        case 2: return parts[0] * 60 + parts[1]
        case 3: return parts[0] * 60 + parts[1] * 60 + parts[2]
        default: return nil
        }
    }
}
