import Shared
import UIKit
import XCTest
@testable import Fernwick

final class BackgroundRefreshTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "BackgroundRefreshTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    func testRefreshIdentifierMatchesSharedConstant() {
        XCTAssertEqual(AppDelegate.refreshId, "com.fernwick.transit.departures-refresh")
    }

    func testDeparturesRefreshAfterBackgrounding() async throws {
        let before = SharedGraph.shared.departureCache().cursor()
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }

        // Give BGTaskScheduler a minute to launch the refresh task.
        try await Task.sleep(for: .seconds(60))

        let after = SharedGraph.shared.departureCache().cursor()
        XCTAssertNotEqual(after, before, "departures-refresh should have run after backgrounding")
    }
}
