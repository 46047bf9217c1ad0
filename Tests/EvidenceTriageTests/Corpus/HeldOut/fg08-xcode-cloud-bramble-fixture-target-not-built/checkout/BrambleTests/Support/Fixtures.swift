import Foundation
import XCTest

struct FixtureMissing: Error {}

enum Fixtures {
    /// The scheme's test action sets BRAMBLE_FIXTURES_DIR to $(BUILT_PRODUCTS_DIR).
    static func seedCatalogURL(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let dir = ProcessInfo.processInfo.environment["BRAMBLE_FIXTURES_DIR"] ?? "<unset>"
        let url = URL(fileURLWithPath: dir).appendingPathComponent("catalog-seed.sqlite")
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("catalog-seed.sqlite not found in \(dir). Run `make fixtures` first.", file: file, line: line)
            throw FixtureMissing()
        }
        return url
    }
}
