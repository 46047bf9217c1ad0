import XCTest
@testable import Beaconly

final class TracingHeaderTests: XCTestCase {
    func testAddsTraceparentForConfiguredHosts() {
        SessionManager.shared.startSession()
        var request = URLRequest(url: URL(string: "https://api.shop.test/cart")!)
        TracingHeaders.apply(to: &request, hosts: ["api.shop.test"])
        XCTAssertNotNil(request.value(forHTTPHeaderField: "traceparent"), "traceparent header missing for a configured host")
    }

    func testSkipsOtherHosts() {
        var request = URLRequest(url: URL(string: "https://cdn.other.test/a.png")!)
        TracingHeaders.apply(to: &request, hosts: ["api.shop.test"])
        XCTAssertNil(request.value(forHTTPHeaderField: "traceparent"))
    }
}
