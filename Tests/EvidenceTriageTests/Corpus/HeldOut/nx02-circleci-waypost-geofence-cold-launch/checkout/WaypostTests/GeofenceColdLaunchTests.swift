import XCTest
@testable import Waypost

final class GeofenceColdLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        TaskEventQueue.shared.resetForTesting()
    }

    func testEventsDeliveredBeforeListenerAttachAreReplayed() {
        let regions = RegionFixtures.monitored(count: 20)
        let attached = expectation(description: "listener attached")
        DispatchQueue.global(qos: .userInitiated).async {
            TaskEventQueue.shared.startObserving { _ in }
            attached.fulfill()
        }
        for region in regions {
            TaskEventQueue.shared.execute(RegionEvent(region: region, kind: .enter))
        }
        wait(for: [attached], timeout: 5)
        XCTAssertEqual(TaskEventQueue.shared.delivered.count, regions.count)
    }

    func testQueueDrainsOnce() {
        let regions = RegionFixtures.monitored(count: 20)
        var seen: [RegionEvent] = []
        let worker = DispatchQueue(label: "waypost.worker")
        worker.async { TaskEventQueue.shared.startObserving { seen.append($0) } }
        regions.forEach { TaskEventQueue.shared.execute(RegionEvent(region: $0, kind: .exit)) }
        worker.sync {}
        XCTAssertEqual(seen.count, 20)
    }
}
