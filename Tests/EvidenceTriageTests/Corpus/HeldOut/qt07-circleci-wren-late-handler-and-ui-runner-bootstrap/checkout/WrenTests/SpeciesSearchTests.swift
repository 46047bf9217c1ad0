import XCTest
@testable import Wren

final class SpeciesSearchTests: XCTestCase {
    func testDiacriticInsensitive() {
        let results = SpeciesSearch(index: .bundled).search("pajaro")
        XCTAssertTrue(results.contains { $0.commonName == "Pájaro carpintero" })
    }
}
