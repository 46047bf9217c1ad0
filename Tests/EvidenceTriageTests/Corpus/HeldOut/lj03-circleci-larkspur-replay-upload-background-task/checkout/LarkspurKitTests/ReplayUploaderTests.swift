import XCTest
@testable import LarkspurKit

final class ReplayUploaderTests: XCTestCase {
    func testHoldsBackgroundTaskUntilUploadsFinish() {
        let app = FakeApplication()
        let transport = ManualTransport()
        let harvester = Harvester(app: app, uploader: ReplayUploader(app: app, transport: transport))

        harvester.applicationDidEnterBackground(pending: [.fixture(1), .fixture(2)])
        XCTAssertEqual(app.endedTaskIDs, [], "background task ended while replay uploads were still in flight")

        transport.finishAll()
        XCTAssertEqual(app.endedTaskIDs, app.begunTaskIDs)
    }
}
