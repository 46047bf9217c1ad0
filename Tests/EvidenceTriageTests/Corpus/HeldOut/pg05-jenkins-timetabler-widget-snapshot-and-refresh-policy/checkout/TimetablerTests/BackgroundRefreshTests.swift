import XCTest
@testable import Timetabler

final class BackgroundRefreshTests: XCTestCase {
    func testRefreshRequestSubmits() {
        XCTAssertNoThrow(try BackgroundRefresh.submit())
    }
}
