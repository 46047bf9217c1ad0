import Foundation

enum NoteTitleFormatter {
    static func title(for note: NoteSummary, locale: Locale = .current) -> String {
        if let title = note.title, !title.trimmingCharacters(in: .whitespaces).isEmpty {
            return title
        }
        return "Untitled"
    }
}
