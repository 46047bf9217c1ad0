import XCTest
@testable import AlderKit

final class TunnelConfigTests: XCTestCase {
    func testDecodesSplitDNSDomains() throws {
        let cfg = try JSONDecoder().decode(TunnelConfig.self, from: Fixtures.data("tunnel-split-dns"))
        XCTAssertEqual(cfg.searchDomains, ["corp.alder.test", "lab.alder.test"])
    }
}
