import Foundation

final class NoteExportJob {
    let store: NoteStore; let sink: ExportSink
    init(store: NoteStore, sink: ExportSink) { self.store = store; self.sink = sink }

    func run() async throws {
        for note in try store.notes(modifiedSince: .distantPast) {   // never reads lastExportDate
            try sink.write(note.markdown, name: "\(note.id).md")
        }
    }
}
