import Foundation

enum NoteSearch {
    static func filter(_ notes: [Note], query: String) -> [Note] {
        notes.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }
}
