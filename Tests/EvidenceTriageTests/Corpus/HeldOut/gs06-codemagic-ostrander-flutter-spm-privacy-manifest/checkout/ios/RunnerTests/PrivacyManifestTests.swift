import XCTest

/// App Store Connect rejects builds (ITMS-91061) when an SDK on Apple's list of commonly used
/// third-party SDKs ships without its privacy manifest. Check the built app, not the sources.
final class PrivacyManifestTests: XCTestCase {
  /// Plugins on Apple's SDK list that we ship, and the resource bundle SwiftPM builds for each.
  private let requiredBundles = [
    "file_picker": "file_picker_darwin_file_picker_darwin.bundle",
    "path_provider": "path_provider_foundation_path_provider_foundation_privacy.bundle",
    "shared_preferences": "shared_preferences_foundation_shared_preferences_foundation_privacy.bundle",
  ]

  func testAppShipsItsOwnPrivacyManifest() {
    XCTAssertNotNil(Bundle.main.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
  }

  func testRequiredReasonSDKsShipPrivacyManifests() {
    let appURL = Bundle.main.bundleURL
    for (sdk, bundleName) in requiredBundles.sorted(by: { $0.key < $1.key }) {
      let manifest = appURL.appendingPathComponent(bundleName).appendingPathComponent("PrivacyInfo.xcprivacy")
      XCTAssertTrue(FileManager.default.fileExists(atPath: manifest.path),
                    "\(sdk): no \(bundleName)/PrivacyInfo.xcprivacy in \(appURL.lastPathComponent)")
    }
  }
}
