import XCTest
@testable import BeaconKit

final class UploadTaskRegistrationTests: XCTestCase {
    private var app: FakeApplication!

    override func setUp() {
        app = FakeApplication()
        BackgroundTasks.application = app
    }

    func testUploadBeginsBackgroundTask() async throws {
        let uploader = Uploader(session: StubHTTPSession(status: 200))
        _ = try await uploader.upload(batch: .fixture(events: 3), to: .collector)
        XCTAssertEqual(app.begun.count, 1, "each upload must hold a background task until it finishes")
    }

    func testUploadReturnsStatusCode() async throws {
        let uploader = Uploader(session: StubHTTPSession(status: 202))
        let status = try await uploader.upload(batch: .fixture(events: 1), to: .collector)
        XCTAssertEqual(status, 202)
    }
}
