import XCTest
@testable import Sorrel

final class UploadTaskTests: XCTestCase {
    func testScheduleUploadTaskFromBackground() throws {
        RNBridgeHarness.shared.enterBackground()
        let taskId = try TSBackgroundFetch.sharedInstance().scheduleProcessingTaskSync("com.transistorsoft.sorrel.upload", delay: 0)
        XCTAssertEqual(taskId, "com.transistorsoft.sorrel.upload")
    }
}
