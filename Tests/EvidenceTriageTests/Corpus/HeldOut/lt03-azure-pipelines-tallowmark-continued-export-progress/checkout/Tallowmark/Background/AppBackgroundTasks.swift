import BackgroundTasks
import Foundation

/// Photo-book PDF export that keeps running after the user leaves the app (iOS 26 BGContinuedProcessingTask).
/// Each export submits `com.tallowmark.books.export.<bookID>`; the wildcard is registered once at launch.
final class AppBackgroundTasks {
    static let shared = AppBackgroundTasks()
    static let exportWildcard = "com.tallowmark.books.export.*"
    private(set) var didRegisterExportHandler = false

    func registerAtLaunch(exporter: BookExporter = .shared) {
        didRegisterExportHandler = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.exportWildcard, using: nil) { task in
            guard let task = task as? BGContinuedProcessingTask else { task.setTaskCompleted(success: false); return }
            ContinuedExportTask(task: SystemContinuedTask(task), exporter: exporter).run()
        }
        if !didRegisterExportHandler {
            NSLog("[bg] export handler registration returned false for %@", Self.exportWildcard)
        }
    }

    func submitExport(of book: Book) throws {
        let request = BGContinuedProcessingTaskRequest(identifier: "com.tallowmark.books.export.\(book.id)",
                                                       title: "Exporting \(book.title)",
                                                       subtitle: "Preparing pages")
        request.strategy = .fail
        try BGTaskScheduler.shared.submit(request)
    }
}
