import Foundation

enum NoteExporter {
    static func markdown(for note: Note) -> String {
        "## \(note.title)\n\n\(note.body)\n"
    }
}
