import WidgetKit
import XCTest
@testable import Streakly

final class LogHabitIntentTests: XCTestCase {
    func testPerformPublishesSnapshotForWidgetWithin30Seconds() async throws {
        var intent = LogHabitIntent()
        intent.habitID = "stretch"
        _ = try await intent.perform()
        let published = expectation(description: "widget snapshot published for StreakWidget")
        let poll = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            if let url = WidgetSnapshotStore.containerURL?.appendingPathComponent("widget-snapshot.json"),
               FileManager.default.fileExists(atPath: url.path) { published.fulfill() }
        }
        await fulfillment(of: [published], timeout: 30)
        poll.invalidate()
    }
}
