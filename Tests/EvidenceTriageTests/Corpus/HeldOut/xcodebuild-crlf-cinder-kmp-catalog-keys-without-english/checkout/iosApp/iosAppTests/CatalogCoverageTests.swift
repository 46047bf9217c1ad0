import XCTest
@testable import Cinder

final class CatalogCoverageTests: XCTestCase {
    private let identifierKeys = ["config.audio.driver.auto", "audio.devices.title", "program.overrides.title"]

    func testIdentifierKeysHaveEnglishValue() {
        for key in identifierKeys {
            let value = NSLocalizedString(key, bundle: .main, comment: "")
            XCTAssertNotEqual(value, key, "\(key) has no English value in Localizable.xcstrings")
        }
    }
}
