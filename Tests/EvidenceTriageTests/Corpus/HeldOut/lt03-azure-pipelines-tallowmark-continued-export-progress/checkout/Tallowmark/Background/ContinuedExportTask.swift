import Foundation

/// Renders a book page by page into a PDF while the system shows the export Live Activity.
final class ContinuedExportTask {
    private let task: ContinuedTasking
    private let exporter: BookExporter
    private var cancelled = false

    init(task: ContinuedTasking, exporter: BookExporter) {
        self.task = task
        self.exporter = exporter
    }

    func run() {
        task.expirationHandler = { [weak self] in self?.cancelled = true }
        let book = exporter.book(for: task.identifier)
        let chapters = book.chapters
        task.progress.totalUnitCount = Int64(book.pageCount)
        let output = exporter.partialURL(for: book)
        let renderer = PDFBookRenderer(url: output)

        for chapter in chapters {
            for page in chapter.pages {
                if cancelled { task.setTaskCompleted(success: false); return }
                renderer.render(page)
            }
            // Report once per chapter; rendering a page is quick.
            task.progress.completedUnitCount += Int64(chapter.pages.count)
        }
        renderer.close()
        exporter.finish(book, partial: output)
        task.setTaskCompleted(success: true)
    }
}
