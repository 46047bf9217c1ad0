import XCTest
import NetworkExtension
@testable import Sluice

final class TunnelLifecycleTests: XCTestCase {
    func testInstallProfileSucceeds() {
        let controller = TunnelController()
        let done = expectation(description: "profile installed")
        controller.installProfile { error in
            XCTAssertNil(error)
            done.fulfill()
        }
        wait(for: [done], timeout: 15)
    }

    func testTunnelReachesConnected() throws {
        let controller = TunnelController()
        let installed = expectation(description: "installed")
        controller.installProfile { _ in installed.fulfill() }
        wait(for: [installed], timeout: 15)

        let connected = expectation(description: "tunnel connected")
        controller.onStatusChange = { status in
            if status == .connected { connected.fulfill() }
        }
        try controller.connect()
        wait(for: [connected], timeout: 20)
    }
}
