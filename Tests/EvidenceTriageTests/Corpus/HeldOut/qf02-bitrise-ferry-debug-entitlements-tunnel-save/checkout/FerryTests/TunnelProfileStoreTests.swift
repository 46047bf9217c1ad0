import XCTest
import NetworkExtension
@testable import Ferry

final class TunnelProfileStoreTests: XCTestCase {
    private let endpoint = ServerEndpoint(host: "ams-3.ferryvpn.app", port: 1194, transport: .udp)

    func testSaveCreatesPacketTunnelProfile() {
        let store = TunnelProfileStore()
        let saved = expectation(description: "profile saved")
        var saveError: Error?
        store.save(server: endpoint) { error in
            saveError = error
            saved.fulfill()
        }
        wait(for: [saved], timeout: 30)
        XCTAssertNil(saveError)
        XCTAssertEqual((store.manager?.protocolConfiguration as? NETunnelProviderProtocol)?.providerBundleIdentifier, "app.ferryvpn.tunnel")
    }

    func testLoadReturnsSavedProfile() {
        let store = TunnelProfileStore()
        let loaded = expectation(description: "profiles loaded")
        store.load { manager, error in
            XCTAssertNil(error)
            XCTAssertEqual(manager?.localizedDescription, "Ferry")
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 30)
    }
}
