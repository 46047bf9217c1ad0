import XCTest
@testable import Tidewell

final class LaunchTests: XCTestCase {
    func testLaunchDoesNotBlockOnMigrations() {
        TestDatabase.installCopy(pendingMigrations: 14)
        let start = Date()
        _ = AppDelegate().application(.shared, didFinishLaunchingWithOptions: nil)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 1.0, "didFinishLaunching blocked on pending migrations")
    }
}
