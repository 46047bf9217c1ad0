import XCTest
@testable import BrindleServer

// Runs in the BrindleServerTests bundle; see project.yml for its test host settings.
final class LocalPreviewServerTests: XCTestCase {
    func testServesIndexOnEphemeralPort() throws {
        let server = LocalPreviewServer(application: nil)
        try server.start()
        XCTAssertNotNil(server.boundPort)
    }

    func testStopEndsBackgroundTask() throws {
        let server = LocalPreviewServer()
        try server.start()
        server.stop()
    }
}
