import Foundation

enum LastSeenFormatter {
    static func text(secondsAgo: Int) -> String {
        switch secondsAgo {
        case ..<60: return "Just now"
        case ..<3600: return "\(secondsAgo / 60) minutes ago"
        default: return "\(secondsAgo / 3600) h ago"
        }
    }
}
