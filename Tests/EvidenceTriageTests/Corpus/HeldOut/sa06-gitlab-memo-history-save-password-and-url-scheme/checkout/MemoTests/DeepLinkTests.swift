import XCTest
@testable import Memo

final class DeepLinkTests: XCTestCase {
    func testAppRegistersMemoURLScheme() throws {
        let types = try XCTUnwrap(Bundle.main.infoDictionary?["CFBundleURLTypes"] as? [[String: Any]])
        let schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        XCTAssertTrue(schemes.contains("memo"), "registered schemes: \(schemes)")
    }
}
