import BackgroundTasks
import XCTest
@testable import Tandem

final class RideHistoryRefreshTests: XCTestCase {
    func testRefreshSubmittedOnBackground() throws {
        XCTAssertNoThrow(try RideHistoryRefresh.submit())
    }
}
