import XCTest

/// iOS and Mac must talk to the same CloudKit environment, or each device
/// syncs happily with its own database and nothing crosses between them.
final class EntitlementParityTests: XCTestCase {

    private func entitlements(_ relativePath: String) throws -> [String: Any] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent(relativePath))
        return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    private let key = "com.apple.developer.icloud-container-environment"

    func testMacPinsProductionCloudKitEnvironment() throws {
        XCTAssertEqual(try entitlements("MarginaliaMac/MarginaliaMac.entitlements")[key] as? String, "Production")
    }

    func testiOSPinsProductionCloudKitEnvironment() throws {
        let ios = try entitlements("Marginalia/Marginalia.entitlements")
        XCTAssertEqual(ios[key] as? String, "Production",
                       "Marginalia.entitlements does not pin \(key); development-signed iOS builds use the Development database")
    }
}
