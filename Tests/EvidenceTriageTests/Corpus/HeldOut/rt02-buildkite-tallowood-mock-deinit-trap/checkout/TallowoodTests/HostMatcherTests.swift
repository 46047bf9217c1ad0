import XCTest
@testable import Tallowood

final class HostMatcherTests: XCTestCase {
    let matcher = HostMatcher(hosts: ["tallowood.app"])

    func testExactHostMatches() {
        XCTAssertTrue(matcher.isFirstParty("tallowood.app"))
    }

    func testSubdomainOfFirstPartyHostMatches() {
        XCTAssertTrue(matcher.isFirstParty("api.tallowood.app"), "subdomain should be first-party")
    }

    func testLookalikeHostDoesNotMatch() {
        XCTAssertFalse(matcher.isFirstParty("tallowood.app.evil.com"))
    }
}
