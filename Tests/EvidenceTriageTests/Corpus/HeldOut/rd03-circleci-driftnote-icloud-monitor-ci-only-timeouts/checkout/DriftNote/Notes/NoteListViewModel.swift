import Foundation

final class NoteListViewModel {
    struct Row: Equatable { let title: String; let pinned: Bool }
    private(set) var rows: [Row]

    init(notes: [Note]) {
        rows = notes
            .sorted { $0.modificationDate > $1.modificationDate }
            .map { Row(title: $0.title, pinned: $0.isPinned) }
    }
}
