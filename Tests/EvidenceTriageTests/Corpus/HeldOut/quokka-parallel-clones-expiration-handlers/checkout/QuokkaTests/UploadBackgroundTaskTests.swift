import XCTest
@testable import Quokka

final class UploadBackgroundTaskTests: XCTestCase {
    private var app: FakeBackgroundTaskApplication!

    override func setUp() {
        app = FakeBackgroundTaskApplication(nextIdentifier: 7)
    }

    func testCompletedUploadEndsBackgroundTask() {
        let uploader = EventUploader(application: app, transport: StubTransport(result: .success(())))
        uploader.flush(batch: Fixtures.batch(20))
        XCTAssertEqual(app.endedIdentifiers, [7])
    }

    func testExpiredUploadEndsBackgroundTask() {
        let uploader = EventUploader(application: app, transport: StubTransport(result: nil)) // never completes
        uploader.flush(batch: Fixtures.batch(20))
        app.expireAll()
        XCTAssertEqual(app.endedIdentifiers, [7], "background tasks ended after expiration")
    }
}
