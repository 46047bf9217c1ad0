import XCTest
@testable import MurmurCore

final class NSEFetchFlagTests: XCTestCase {
    func testFetchingFlagExpiresAfterThirtySeconds() {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
        SharedState.clock = { now }
        SharedState.nseFetching = true   // extension was killed before it could clear the flag
        now.addTimeInterval(45)
        XCTAssertFalse(SharedState.appShouldWaitForNSE, "a flag older than 30 s must not block the app")
    }
}
