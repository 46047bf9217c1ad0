import Foundation
import XCTest

enum Fixture {
    /// Loads a JSON fixture bundled with the test target.
    static func data(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: name, withExtension: "json"),
            "Missing fixture \(name).json in \(Bundle.module.bundleURL.lastPathComponent)"
        )
        return try Data(contentsOf: url)
    }
}
