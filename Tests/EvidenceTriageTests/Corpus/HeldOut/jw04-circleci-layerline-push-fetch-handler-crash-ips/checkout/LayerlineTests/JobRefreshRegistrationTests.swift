import XCTest
@testable import Layerline

final class JobRefreshRegistrationTests: XCTestCase {
    func testJobRefreshHandlerRegisteredAtLaunch() {
        XCTAssertTrue(JobQueueRefresher.shared.isRegistered,
                      "com.layerline.app.job-refresh must be registered in didFinishLaunching")
    }
}
