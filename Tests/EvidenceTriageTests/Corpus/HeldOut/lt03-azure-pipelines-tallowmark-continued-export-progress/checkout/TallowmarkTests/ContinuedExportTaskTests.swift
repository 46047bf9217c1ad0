import XCTest
@testable import Tallowmark

final class ContinuedExportTaskTests: XCTestCase {
    private var exporter: BookExporter!
    private var book: Book!

    override func setUpWithError() throws {
        exporter = BookExporter(directory: try temporaryDirectory())
        book = Fixtures.book(chapters: 4, pagesPerChapter: 24)
        exporter.stage(book)
    }

    func testFinishedExportMovesPDFIntoLibrary() {
        let task = FakeContinuedTask(identifier: "com.tallowmark.books.export.\(book.id)")
        ContinuedExportTask(task: task, exporter: exporter).run()
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: exporter.libraryURL(for: book).path))
    }

    /// The system expires continued-processing tasks whose progress stalls, so every rendered page must tick.
    func testProgressAdvancesForEveryRenderedPage() {
        let task = FakeContinuedTask(identifier: "com.tallowmark.books.export.\(book.id)")
        ContinuedExportTask(task: task, exporter: exporter).run()
        XCTAssertEqual(task.progress.totalUnitCount, 96)
        XCTAssertGreaterThanOrEqual(task.progressUpdates.count, 96, "progress must be reported per page, not per chapter")
        XCTAssertLessThanOrEqual(task.longestGapBetweenUpdates, .seconds(2))
    }

    func testExpirationRemovesPartialPDF() {
        let task = FakeContinuedTask(identifier: "com.tallowmark.books.export.\(book.id)")
        task.expireAfterProgress(40)
        ContinuedExportTask(task: task, exporter: exporter).run()
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: exporter.partialURL(for: book).path),
                       "an expired export must not leave a partial PDF behind")
    }
}
