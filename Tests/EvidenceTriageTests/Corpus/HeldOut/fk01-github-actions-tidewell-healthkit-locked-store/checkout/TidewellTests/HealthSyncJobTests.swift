import HealthKit
import XCTest
@testable import Tidewell

final class HealthSyncJobTests: XCTestCase {
    private var store: FakeHealthStore!
    private var anchors: InMemoryAnchorStore!
    private var sink: RecordingTotalsSink!
    private var job: HealthKitSyncJob!

    override func setUp() {
        super.setUp()
        store = FakeHealthStore()
        anchors = InMemoryAnchorStore()
        sink = RecordingTotalsSink()
        job = HealthKitSyncJob(store: store, anchors: anchors, sink: sink)
    }

    func testAppliesNewSamplesAndAdvancesAnchor() async {
        store.nextBatch = .init(samples: [.water(ml: 250), .water(ml: 500)], newAnchor: .fixture(2))
        let outcome = await job.run(for: HKQuantityType(.dietaryWater))
        XCTAssertEqual(outcome, .applied(count: 2))
        XCTAssertEqual(anchors.anchor(for: HKQuantityTypeIdentifier.dietaryWater.rawValue), .fixture(2))
    }

    func testNoNewSamplesStillStoresAnchor() async {
        store.nextBatch = .init(samples: [], newAnchor: .fixture(7))
        let outcome = await job.run(for: HKQuantityType(.stepCount))
        XCTAssertEqual(outcome, .nothingNew)
        XCTAssertEqual(anchors.anchor(for: HKQuantityTypeIdentifier.stepCount.rawValue), .fixture(7))
    }

    /// Background delivery wakes us while the phone is locked: HealthKit refuses reads with
    /// HKError.errorDatabaseInaccessible (Code=6). The job must keep the old anchor and defer.
    func testLockedStoreKeepsAnchorAndDefers() async {
        anchors.setAnchor(.fixture(3), for: HKQuantityTypeIdentifier.stepCount.rawValue)
        store.nextError = HKError(.errorDatabaseInaccessible,
                                  userInfo: [NSLocalizedDescriptionKey: "Protected health data is inaccessible"])

        let outcome = await job.run(for: HKQuantityType(.stepCount))

        XCTAssertEqual(outcome, .deferred)
        XCTAssertEqual(anchors.anchor(for: HKQuantityTypeIdentifier.stepCount.rawValue), .fixture(3))
        XCTAssertTrue(sink.merged.isEmpty)
    }

    func testObserverCompletionCalledExactlyOnce() async {
        store.nextBatch = .init(samples: [.steps(1200)], newAnchor: .fixture(4))
        let done = expectation(description: "observer completion")
        done.expectedFulfillmentCount = 1
        done.assertForOverFulfill = true
        job.handleObserverWake(for: HKQuantityType(.stepCount)) { done.fulfill() }
        await fulfillment(of: [done], timeout: 2)
    }
}
