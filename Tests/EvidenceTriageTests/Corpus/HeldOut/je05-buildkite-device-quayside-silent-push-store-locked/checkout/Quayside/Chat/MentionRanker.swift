import Foundation

struct MentionRanker {
    /// Ranks candidates for "@" autocomplete: prefix matches first, then alphabetical.
    func rank(_ members: [Member], query: String, recentSpeakers: [String]) -> [Member] {
        members
            .filter { $0.displayName.lowercased().hasPrefix(query.lowercased()) }
            .sorted { $0.displayName.localizedCaseInsensitiveCompare($1.displayName) == .orderedAscending }
    }
}
