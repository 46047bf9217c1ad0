import XCTest
@testable import Cairnline

final class OfflineJobStatusCheckTests: XCTestCase {
    func testStatusCheckHandlerRegisteredAtLaunch() {
        XCTAssertTrue(AppServices.shared.jobStatusChecker.isRegistered, "status check handler should be registered at launch")
    }
}
