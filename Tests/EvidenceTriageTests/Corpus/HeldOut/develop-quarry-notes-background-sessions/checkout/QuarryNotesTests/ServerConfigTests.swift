import XCTest
@testable import QuarryNotes

final class ServerConfigTests: XCTestCase {
    func testLoadsEndpointFromConfigPlist() throws {
        let config = try XCTUnwrap(ServerConfig.load(named: "QuarryServer"))
        XCTAssertEqual(config.host, "sync.quarrynotes.dev")
    }
}
