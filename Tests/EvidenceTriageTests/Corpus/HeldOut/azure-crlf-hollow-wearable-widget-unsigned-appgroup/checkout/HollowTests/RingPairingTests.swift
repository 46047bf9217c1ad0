import XCTest
@testable import Hollow

final class RingPairingTests: XCTestCase {
    func testPairingRetriesAfterTimeout() {
        let central = FakeCentral(failFirstConnectAfter: .milliseconds(300))
        let pairing = RingPairing(central: central, retryDelay: .milliseconds(100))
        let paired = expectation(description: "paired")
        pairing.start { result in
            if case .success = result { paired.fulfill() }
        }
        wait(for: [paired], timeout: 2)
    }
}
