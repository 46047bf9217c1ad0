import XCTest
@testable import Ledgerline

final class BackgroundGraceHoldTests: XCTestCase {
    func testExpiryEndsHold() async throws {
        let host = FakeBackgroundTaskHost()
        let hold = BackgroundGraceHold(host: host)
        hold.beginHold()
        host.expireAll()

        // Let the expiry task run to its endHold.
        try await Task.sleep(nanoseconds: 50_000_000)
        XCTAssertEqual(host.endedTaskCount, 1)
    }
}
