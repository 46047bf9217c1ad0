import XCTest
@testable import Marginalia

final class ReachabilityObserverTests: XCTestCase {
    func testMultipleObserversNotified() {
        let reachability = Reachability(monitor: FakePathMonitor())
        let first = expectation(description: "first observer")
        let second = expectation(description: "second observer")
        reachability.addObserver { _ in first.fulfill() }
        reachability.addObserver { _ in second.fulfill() }
        reachability.simulate(.satisfied)
        wait(for: [first, second], timeout: 0.5)
    }
}
