import PushKit
import XCTest
@testable import Ringlet

/// End-to-end check that the device registers for VoIP pushes.
final class VoIPDeliveryTests: XCTestCase, PKPushRegistryDelegate {
    private var tokenArrived: XCTestExpectation?

    func testVoIPTokenArrivesWithinThirtySeconds() {
        tokenArrived = expectation(description: "VoIP push token")
        let registry = PKPushRegistry(queue: .main)
        registry.delegate = self
        registry.desiredPushTypes = [.voIP]
        wait(for: [tokenArrived!], timeout: 30)
    }

    func pushRegistry(_ registry: PKPushRegistry, didUpdate credentials: PKPushCredentials, for type: PKPushType) {
        tokenArrived?.fulfill()
    }
}
