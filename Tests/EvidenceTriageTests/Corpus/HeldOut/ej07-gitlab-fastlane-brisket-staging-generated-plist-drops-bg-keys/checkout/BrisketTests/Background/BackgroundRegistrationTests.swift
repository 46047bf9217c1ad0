import BackgroundTasks
import XCTest
@testable import Brisket

final class BackgroundRegistrationTests: XCTestCase {
    func testPantryRefreshHandlerRegistered() {
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(PantryRefresh.identifier),
                      "register(forTaskWithIdentifier:) returned false at launch")
    }

    func testSubmitPantryRefresh() {
        XCTAssertNoThrow(try PantryRefresh.schedule(earliest: Date(timeIntervalSinceNow: 3600)))
    }
}
