import Foundation

struct SiteNoteExporter {
    func csvRow(for note: SiteNote) -> String {
        [note.site, String(note.depth), note.text].joined(separator: ",")
    }
}
