import XCTest
@testable import Trailmark

/// TrackExporter asks for extra background time while writing a GPX file.
/// FakeBackgroundTaskApplication stands in for UIApplication and fires expiration on demand.
final class TrackExportTests: XCTestCase {

    func testExportWritesGPX() async throws {
        let app = FakeBackgroundTaskApplication()
        let url = try await TrackExporter(application: app).export(.fixtureLoop, to: .temporaryDirectory)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }

    func testExpirationEndsBackgroundTask() async throws {
        let app = FakeBackgroundTaskApplication()
        let exporter = TrackExporter(application: app, writer: SlowGPXWriter(delay: .seconds(5)))
        let export = Task { try await exporter.export(.fixtureLongRide, to: .temporaryDirectory) }
        try await Task.sleep(for: .milliseconds(200))

        app.fireExpiration()   // what UIKit does when background time runs out

        XCTAssertEqual(app.endedTasks.count, 1, "endBackgroundTask calls")
        XCTAssertFalse(FileManager.default.fileExists(atPath: exporter.partialFileURL.path), "partial GPX left behind")
        export.cancel()
    }
}
