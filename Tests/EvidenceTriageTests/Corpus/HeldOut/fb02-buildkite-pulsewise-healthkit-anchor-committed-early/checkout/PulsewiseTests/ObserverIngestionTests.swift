import HealthKit
import XCTest
@testable import Pulsewise

final class ObserverIngestionTests: XCTestCase {
    private var healthStore: FakeHealthStore!
    private var anchors: InMemoryAnchorStore!
    private var repo: FakeDayRepository!
    private var sut: ObserverIngestion!
    private let hrv = HKQuantityType(.heartRateVariabilitySDNN)

    override func setUp() {
        super.setUp()
        healthStore = FakeHealthStore()
        anchors = InMemoryAnchorStore()
        anchors.save(.fake(17), for: hrv)
        repo = FakeDayRepository()
        sut = ObserverIngestion(store: healthStore, anchors: anchors, sync: repo)
    }

    func testAnchorNotCommittedWhenSyncBailsOnSyncingFlag() async {
        healthStore.nextResult = .init(samples: [.hrv(night: "2026-11-18", sdnn: 41)], newAnchor: .fake(42))
        repo.syncingFlagHeld = true          // a strap write-back is running

        await sut.syncFromObserver(type: hrv)

        XCTAssertEqual(anchors.anchor(for: hrv), .fake(17), "anchor must not advance past data that was never ingested")
    }

    func testNightIsIngestedOnNextWakeAfterBail() async {
        healthStore.nextResult = .init(samples: [.hrv(night: "2026-11-18", sdnn: 41)], newAnchor: .fake(42))
        repo.syncingFlagHeld = true
        await sut.syncFromObserver(type: hrv)

        repo.syncingFlagHeld = false         // write-back finished; next observer wake
        healthStore.replayFromAnchor = true
        await sut.syncFromObserver(type: hrv)

        XCTAssertEqual(repo.storedNights(for: hrv), ["2026-11-18"])
    }

    func testDuplicateWakeDoesNotDoubleIngest() async {
        healthStore.nextResult = .init(samples: [.hrv(night: "2026-11-18", sdnn: 41)], newAnchor: .fake(42))
        await sut.syncFromObserver(type: hrv)
        await sut.syncFromObserver(type: hrv)

        XCTAssertEqual(repo.storedNights(for: hrv), ["2026-11-18"])
    }
}
