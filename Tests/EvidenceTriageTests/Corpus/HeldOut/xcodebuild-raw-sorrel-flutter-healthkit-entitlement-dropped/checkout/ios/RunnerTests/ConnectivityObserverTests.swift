import Network
import XCTest
@testable import Runner

final class ConnectivityObserverTests: XCTestCase {
    func testNotifiesOnlyOnce() {
        let monitor = FakePathMonitor()
        let observer = ConnectivityObserver(monitor: monitor, callbackQueue: .main)
        let notified = expectation(description: "reconnected")
        observer.onReconnect = { notified.fulfill() }
        monitor.send(.unsatisfied)
        monitor.send(.satisfied)
        monitor.send(.satisfied)
        wait(for: [notified], timeout: 1)
    }
}
