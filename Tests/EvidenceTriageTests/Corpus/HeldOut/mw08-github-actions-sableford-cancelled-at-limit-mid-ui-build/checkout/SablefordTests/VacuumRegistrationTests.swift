import XCTest
@testable import Sableford

final class VacuumRegistrationTests: XCTestCase {
    func testVacuumHandlerRegistered() {
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains("com.sableford.timetable.db-vacuum"))
    }
}
