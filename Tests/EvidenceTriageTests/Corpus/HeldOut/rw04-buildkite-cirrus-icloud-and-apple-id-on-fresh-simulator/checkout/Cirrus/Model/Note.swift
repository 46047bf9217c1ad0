import Foundation

struct Note: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var body: String

    /// The list shows `title`, or the first non-empty line of the body when the title is blank.
    var displayTitle: String {
        if !title.trimmingCharacters(in: .whitespaces).isEmpty { return title }
        return body.components(separatedBy: .newlines).first ?? "Untitled"
    }
}
