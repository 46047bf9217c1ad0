import XCTest
import BackgroundTasks
@testable import Tidewell

final class TideSyncModuleTests: XCTestCase {
    func testIdentifierMatchesAppConfig() {
        XCTAssertEqual(TideSyncModule.taskIdentifier, "com.tidewell.app.tide-sync")
    }

    func testScheduleRefreshSubmitsRequest() throws {
        let module = TideSyncModule()
        try module.scheduleRefresh(after: 30 * 60)
        XCTAssertNotNil(module.pendingRequestDate)
    }
}
