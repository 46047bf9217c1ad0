import XCTest
@testable import Pennant

final class FixtureListTests: XCTestCase {
    func testPostponedMatchesSortLast() throws {
        let sorted = try WebViewHarness.shared.call("sortFixtures", with: FixtureSamples.withPostponed) as! [[String: Any]]
        XCTAssertEqual(sorted.last?["status"] as? String, "postponed")
    }
}
