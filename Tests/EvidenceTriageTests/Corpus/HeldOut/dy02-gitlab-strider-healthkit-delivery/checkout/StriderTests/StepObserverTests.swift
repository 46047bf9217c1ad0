import XCTest
import HealthKit
@testable import Strider

final class StepObserverTests: XCTestCase {
    private var store: FakeHealthStore!
    private var anchors: InMemoryAnchorStore!
    private var sink: RecordingSampleSink!
    private var observer: StepObserver!

    override func setUp() {
        super.setUp()
        store = FakeHealthStore()
        anchors = InMemoryAnchorStore()
        sink = RecordingSampleSink()
        observer = StepObserver(store: store, anchors: anchors, sink: sink)
    }

    func testAnchorPersistedAfterDelivery() {
        store.nextAnchoredResult = .success(.init(samples: [.steps(812)], newAnchor: .fixture(7)))
        let done = expectation(description: "observer completion handler called")
        observer.handleUpdate { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(anchors.current(for: .stepCount), .fixture(7))
        XCTAssertEqual(sink.samples.count, 1)
    }

    func testObserverCompletionCalledWhenAnchoredQueryFails() {
        store.nextAnchoredResult = .failure(HKError(.errorDatabaseInaccessible))
        let done = expectation(description: "observer completion handler called")
        observer.handleUpdate { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertNil(anchors.current(for: .stepCount), "anchor must not move when the query failed")
    }
}
