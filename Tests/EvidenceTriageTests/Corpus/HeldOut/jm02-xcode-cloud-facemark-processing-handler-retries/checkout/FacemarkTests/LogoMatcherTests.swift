import XCTest
@testable import Facemark

final class LogoMatcherTests: XCTestCase {
    let matcher = LogoMatcher(knownDomains: ["acme.com", "globex.co.uk", "initech.io"])

    func testExactDomainMatches() {
        XCTAssertEqual(matcher.logoDomain(forEmail: "wile@acme.com"), "acme.com")
    }

    func testSubdomainFallsBackToRegistrableDomain() {
        XCTAssertEqual(matcher.logoDomain(forEmail: "ops@mail.acme.com"), "acme.com")
    }

    func testUnknownDomainHasNoLogo() {
        XCTAssertNil(matcher.logoDomain(forEmail: "someone@example.org"))
    }
}
