import Foundation

/// Writes the "continue reading" snapshot into the App Group container; the widget reads it back.
enum WidgetSnapshotWriter {
    static func writeCurrentBook() {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.net.bookmoth.reader"),
              let book = Library.shared.lastOpenedBook else { return }
        let snapshot = WidgetSnapshot(title: book.title, author: book.author, progress: book.progress)
        try? JSONEncoder().encode(snapshot).write(to: container.appendingPathComponent("widget-snapshot.json"), options: .atomic)
    }
}
