import XCTest
@testable import Juniper

final class EnvironmentConfigTests: XCTestCase {
    func testApiBaseURLIsExpanded() throws {
        let raw = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "JuniperAPIBaseURL") as? String)
        XCTAssertFalse(raw.hasPrefix("$("), "JUNIPER_API_BASE_URL must be defined for this build configuration, got \(raw)")
    }
}
