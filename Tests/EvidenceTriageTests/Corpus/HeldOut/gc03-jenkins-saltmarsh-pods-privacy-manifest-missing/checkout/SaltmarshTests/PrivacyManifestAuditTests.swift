import XCTest
@testable import Saltmarsh

/// Since 1 May 2024 App Store Connect rejects uploads (ITMS-91061) when an SDK on Apple's
/// "commonly used SDKs" list ships without its privacy manifest. This audit reads the
/// *built* app bundle, because what matters is what the pods actually copied in.
final class PrivacyManifestAuditTests: XCTestCase {
    private let app = Bundle.main.bundleURL

    private func manifest(in relativePaths: [String]) -> URL? {
        relativePaths
            .map { app.appendingPathComponent($0).appendingPathComponent("PrivacyInfo.xcprivacy") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    func testAppPrivacyManifestDeclaresUserDefaultsReason() throws {
        let url = try XCTUnwrap(manifest(in: [""]), "app target has no PrivacyInfo.xcprivacy")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
        let types = plist?["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
        XCTAssertTrue(types.contains { $0["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryUserDefaults" })
    }

    func testAlamofirePrivacyManifestIsBundled() {
        XCTAssertNotNil(manifest(in: ["Alamofire.bundle", "Frameworks/Alamofire.framework"]),
                        "Alamofire ships no PrivacyInfo.xcprivacy in the built app")
    }

    func testSDWebImagePrivacyManifestIsBundled() {
        XCTAssertNotNil(manifest(in: ["SDWebImage.bundle", "Frameworks/SDWebImage.framework"]),
                        "SDWebImage ships no PrivacyInfo.xcprivacy in the built app")
    }

    func testAppAuthPrivacyManifestIsBundled() {
        XCTAssertNotNil(manifest(in: ["AppAuthCore_Privacy.bundle"]),
                        "AppAuth/Core ships no PrivacyInfo.xcprivacy in the built app")
        XCTAssertNotNil(manifest(in: ["AppAuth_Privacy.bundle", "Frameworks/AppAuth.framework"]),
                        "AppAuth ships no PrivacyInfo.xcprivacy in the built app")
    }

    func testMParticlePrivacyManifestIsBundled() {
        XCTAssertNotNil(manifest(in: ["mParticle-Apple-SDK-Privacy.bundle",
                                      "mParticle-Apple-SDK.bundle",
                                      "Frameworks/mParticle_Apple_SDK.framework"]),
                        "mParticle-Apple-SDK ships no PrivacyInfo.xcprivacy in the built app")
    }
}
