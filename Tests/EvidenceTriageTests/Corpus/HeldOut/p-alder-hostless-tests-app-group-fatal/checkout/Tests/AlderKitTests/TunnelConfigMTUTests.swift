import XCTest
@testable import AlderKit

final class TunnelConfigMTUTests: XCTestCase {
    func testDecodesMTU() throws {
        let cfg = try JSONDecoder().decode(TunnelConfig.self, from: Fixtures.data("tunnel-split-dns"))
        XCTAssertEqual(cfg.mtu, 1280)
    }
}
