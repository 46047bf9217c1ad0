import XCTest

/// Third-party SDKs on Apple's list of commonly used SDKs must ship their own
/// privacy manifest inside the bundle SwiftPM generates for them.
final class ThirdPartyManifestTests: XCTestCase {
    func testAppAuthResourceBundleShipsPrivacyManifest() throws {
        let bundleURL = try XCTUnwrap(
            Bundle.main.url(forResource: "AppAuth_AppAuthCore", withExtension: "bundle"),
            "SwiftPM resource bundle for AppAuthCore not found in Kestrel.app"
        )
        XCTAssertNotNil(Bundle(url: bundleURL)?.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
    }
}
