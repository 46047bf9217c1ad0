import XCTest
import WebKit
@testable import Orchard

final class WebCheckoutTests: XCTestCase {
    private let controller = WebCheckoutController(cart: .fixture)

    func testCheckoutWebViewLoads() throws {
        let loaded = expectation(description: "checkout page finished loading")
        controller.onFinish = { loaded.fulfill() }
        controller.loadViewIfNeeded()
        wait(for: [loaded], timeout: 30)
    }
}
