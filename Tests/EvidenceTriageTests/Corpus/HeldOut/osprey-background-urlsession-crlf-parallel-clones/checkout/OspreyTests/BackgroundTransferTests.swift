import XCTest
@testable import Osprey

final class BackgroundTransferTests: XCTestCase {
    private var harness: BackgroundSessionHarness!

    override func setUp() {
        super.setUp()
        harness = BackgroundSessionHarness(identifier: "com.ospreyphoto.upload")
    }

    func testSessionUsesBackgroundConfiguration() {
        XCTAssertEqual(UploadService.shared.session.configuration.identifier, "com.ospreyphoto.upload")
        XCTAssertTrue(UploadService.shared.session.configuration.sessionSendsLaunchEvents)
    }

    func testSystemCompletionHandlerCalledWhenEventsFinish() {
        let called = expectation(description: "system completion handler called")
        let delegate = AppDelegate()
        delegate.application(UIApplication.shared, handleEventsForBackgroundURLSession: "com.ospreyphoto.upload") {
            called.fulfill()
        }
        harness.deliverFinishedUpload(fileName: "IMG_2231.HEIC", to: UploadService.shared)
        harness.deliverDidFinishEvents(to: UploadService.shared)
        wait(for: [called], timeout: 5)
    }

    func testUploadFinishesAfterUserForceQuit() throws {
        let app = try harness.launchHostApp()
        try harness.enqueueUpload(fileName: "IMG_2232.HEIC", bytes: 48_000_000, in: app)
        harness.forceQuitFromAppSwitcher(app)
        let finished = harness.serverReceived(fileName: "IMG_2232.HEIC", within: 180)
        XCTAssertTrue(finished, "upload should complete in nsurlsessiond after the app was swiped away")
    }
}
