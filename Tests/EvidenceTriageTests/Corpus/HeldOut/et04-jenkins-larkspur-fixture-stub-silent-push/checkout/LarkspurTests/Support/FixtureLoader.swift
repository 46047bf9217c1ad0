import XCTest

/// Reads sample feeds and API payloads that ship inside LarkspurTests.xctest.
enum FixtureLoader {
    private final class BundleToken {}

    static func data(_ name: String, ext: String, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let bundle = Bundle(for: BundleToken.self)
        let url = try XCTUnwrap(
            bundle.url(forResource: name, withExtension: ext),
            "Fixture \(name).\(ext) is not in \(bundle.bundleURL.lastPathComponent)",
            file: file, line: line)
        return try Data(contentsOf: url)
    }
}
