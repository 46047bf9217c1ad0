import XCTest
@testable import Kestrel

final class BackgroundFetchCompletionTests: XCTestCase {
    func testConcurrentFetchesEachCallCompletion() throws {
        var calls = 0
        let app = AppDelegate()
        app.performFetch { _ in calls += 1 }
        app.performFetch { _ in calls += 1 }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
        XCTAssertEqual(calls, 2, "completion handler calls")
    }
}
