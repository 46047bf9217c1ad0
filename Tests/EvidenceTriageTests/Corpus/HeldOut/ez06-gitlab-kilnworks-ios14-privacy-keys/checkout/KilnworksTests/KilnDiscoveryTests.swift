//
//  KilnDiscoveryTests.swift
//  KilnworksTests
//
//  Publishes a fake kiln controller with NetService and browses for it, the
//  way the app finds real controllers on the studio LAN.
//

import XCTest
@testable import Kilnworks

final class KilnDiscoveryTests: XCTestCase {
    private var fakeKiln: NetService!
    private var browser: KilnBrowser!

    override func setUp() {
        super.setUp()
        fakeKiln = NetService(domain: "local.", type: KilnBrowser.serviceType, name: "Test Kiln \(UUID().uuidString.prefix(4))", port: 48_620)
        fakeKiln.publish()
        browser = KilnBrowser()
    }

    override func tearDown() {
        browser.stop()
        fakeKiln.stop()
        super.tearDown()
    }

    func testBrowsesForKilnControllersOnLocalNetwork() {
        let found = expectation(description: "fake kiln found")
        browser.onEvent = { event in
            switch event {
            case .found(let name) where name == self.fakeKiln.name:
                found.fulfill()
            case .failed(let errorDict):
                XCTFail("Bonjour browse failed: \(errorDict)")
                found.fulfill()
            default:
                break
            }
        }
        browser.start()
        wait(for: [found], timeout: 10)
    }
}
