import XCTest

/// Reads the Info.plist of the app that hosts the tests (the built product, not the source file).
final class InfoPlistContractTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBuiltPlistDeclaresProcessingMode() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes is \(modes)")
    }

    func testExportComplianceDeclared() {
        XCTAssertEqual(info["ITSAppUsesNonExemptEncryption"] as? Bool, false)
    }
}
