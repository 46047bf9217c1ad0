import Foundation

enum NotebookSort {
    case recentlyEdited, title, created

    func apply(_ notes: [NoteSummary]) -> [NoteSummary] {
        switch self {
        case .recentlyEdited: return notes.sorted { $0.createdAt > $1.createdAt }
        case .title: return notes.sorted { ($0.title ?? "") < ($1.title ?? "") }
        case .created: return notes.sorted { $0.createdAt < $1.createdAt }
        }
    }
}
