import XCTest
@testable import Trailhead

final class ActivityUploadJobTests: XCTestCase {
    func testPayloadUsesUTCTimestamp() {
        let activity = Activity(id: "hk_1", name: "Mam Tor", start: Date(timeIntervalSince1970: 1_749_927_900), distanceMeters: 6_100)
        let payload = ActivityUploadJob.payload(for: activity)
        XCTAssertEqual(payload["started_at"], "2025-06-14T19:05:00Z")
    }

    func testUploadedActivitiesLeaveQueue() async throws {
        let queue = InMemoryUploadQueue(pending: [.fixture(id: "hk_1"), .fixture(id: "hk_2")])
        let api = RecordingActivityAPI()
        try await ActivityUploadJob(queue: queue, api: api).run()
        let remaining = try await queue.pending()
        XCTAssertTrue(remaining.isEmpty)
        XCTAssertEqual(api.uploadedIDs, ["hk_1", "hk_2"])
    }
}
