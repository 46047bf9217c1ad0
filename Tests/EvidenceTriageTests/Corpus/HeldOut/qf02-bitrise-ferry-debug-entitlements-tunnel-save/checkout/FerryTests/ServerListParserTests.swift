import XCTest
@testable import Ferry

final class ServerListParserTests: XCTestCase {
    func testParsesPortFromHostString() {
        let endpoint = ServerListParser().parse("fra-1.ferryvpn.app:443")
        XCTAssertEqual(endpoint?.host, "fra-1.ferryvpn.app")
        XCTAssertEqual(endpoint?.port, 443)
    }

    func testDefaultsToUDP() {
        XCTAssertEqual(ServerListParser().parse("fra-1.ferryvpn.app:1194")?.transport, .udp)
    }
}
