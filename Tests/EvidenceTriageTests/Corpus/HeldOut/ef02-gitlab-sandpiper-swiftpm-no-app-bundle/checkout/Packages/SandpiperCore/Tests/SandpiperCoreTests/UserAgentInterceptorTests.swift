import XCTest
@testable import SandpiperCore

final class UserAgentInterceptorTests: XCTestCase {

    func testHeaderCarriesAppVersion() {
        let request = UserAgentInterceptor().adapt(URLRequest(url: URL(string: "https://api.sandpiper.example/v2/sightings")!))
        let header = request.value(forHTTPHeaderField: "User-Agent")
        XCTAssertEqual(header?.hasPrefix("Sandpiper/"), true)
    }
}
