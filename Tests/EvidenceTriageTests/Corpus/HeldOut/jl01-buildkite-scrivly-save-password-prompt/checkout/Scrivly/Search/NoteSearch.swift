import Foundation

struct NoteSearch {
    let notes: [Note]

    /// Returns the notes whose title or body contains `query`.
    func results(for query: String) -> [Note] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return notes }
        return notes.filter { note in
            matches(note.title, trimmed) || matches(note.body, trimmed)
        }
    }

    private func matches(_ text: String, _ query: String) -> Bool {
        // Case-insensitive only: "creme" does not find "Crème".
        text.range(of: query, options: [.caseInsensitive]) != nil
    }
}
