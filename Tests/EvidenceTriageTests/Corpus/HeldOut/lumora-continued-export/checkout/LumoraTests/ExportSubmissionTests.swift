import BackgroundTasks
import XCTest
@testable import Lumora

/// Exercises the real BGTaskScheduler on the CI simulator.
final class ExportSubmissionTests: XCTestCase {
    private var scheduler: ExportScheduler!
    private let album = Album(shortID: "7F3A", title: "Lisbon 2026", assetCount: 12)

    override func setUp() {
        super.setUp()
        scheduler = ExportScheduler.shared
        DiagnosticRecorder.shared.currentTest = name
    }

    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        scheduler.onLaunch = nil
        super.tearDown()
    }

    func testExportRequestUsesAlbumTitle() throws {
        let request = BGContinuedProcessingTaskRequest(identifier: "com.lumora.app.export.album-\(album.shortID)",
                                                       title: "Exporting \(album.title)",
                                                       subtitle: "\(album.assetCount) photos")
        XCTAssertEqual(request.title, "Exporting Lisbon 2026")
        XCTAssertEqual(request.subtitle, "12 photos")
    }

    /// "Export now" uses the .fail strategy: the export must start right away
    /// while the app is in the foreground.
    func testFailStrategyExportStartsImmediately() throws {
        let started = expectation(description: "launch handler invoked immediately")
        scheduler.onLaunch = { id in
            if id.hasSuffix(self.album.shortID) { started.fulfill() }
        }

        XCTAssertNoThrow(try scheduler.submitExport(for: album, strategy: .fail))

        wait(for: [started], timeout: 5)
    }

    /// Queued exports: the system should pick the request up shortly after submission.
    func testQueuedExportLaunchHandlerRunsWithin10Seconds() throws {
        let identifier = "com.lumora.app.export.album-\(album.shortID)"
        let launched = expectation(description: "launch handler invoked for \(identifier)")
        scheduler.onLaunch = { id in
            if id == identifier { launched.fulfill() }
        }

        let submitted = try scheduler.submitExport(for: album, strategy: .queue)
        XCTAssertEqual(submitted, identifier)

        wait(for: [launched], timeout: 10)
    }
}
