import XCTest
@testable import Tallowood

final class TraceHeaderTests: XCTestCase {
    func testInjectsTraceparentForFirstPartyOnly() {
        let injector = TraceHeaderInjector(matcher: HostMatcher(hosts: ["tallowood.app"]))
        var third = URLRequest(url: URL(string: "https://maps.example.com/tiles")!)
        injector.inject(into: &third)
        XCTAssertNil(third.value(forHTTPHeaderField: "traceparent"), "third-party request must not carry traceparent")
    }
}
