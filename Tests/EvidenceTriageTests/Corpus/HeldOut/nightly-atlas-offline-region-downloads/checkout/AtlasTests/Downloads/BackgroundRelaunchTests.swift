import XCTest
@testable import Atlas

final class BackgroundRelaunchTests: XCTestCase {

    func testHandleEventsForBackgroundURLSessionCalled() throws {
        let relaunched = expectation(description: "handleEventsForBackgroundURLSession")
        AppDelegate.backgroundEventsObserver = { id in
            XCTAssertEqual(id, "com.waypointlabs.atlas.regions")
            relaunched.fulfill()
        }
        try RegionDownloadManager.shared.startBackgroundDownload(region: .pyrenees)
        XCUIDevice.shared.press(.home)
        wait(for: [relaunched], timeout: 180)
    }
}
