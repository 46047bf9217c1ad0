import XCTest
@testable import Ibis

final class AppTransportSecurityTests: XCTestCase {
    func testFeedCDNAllowedOverHTTP() {
        let ats = Bundle.main.object(forInfoDictionaryKey: "NSAppTransportSecurity") as? [String: Any]
        let domains = ats?["NSExceptionDomains"] as? [String: Any]
        XCTAssertNotNil(domains?["media.ibis-cdn.test"], "built Info.plist has no ATS exception for media.ibis-cdn.test")
    }
}
