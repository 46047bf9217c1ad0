import XCTest
@testable import Ospray

final class SightingUploadTests: XCTestCase {
    func testFetchDeliversQueuedSightings() throws {
        let queue = SightingQueue.inMemory(count: 3)
        let result = BackgroundFetchHarness.performFetch(queue: queue, timeout: 20)
        XCTAssertEqual(result.delivered, 3, "queued sightings delivered by background fetch")
    }
}
