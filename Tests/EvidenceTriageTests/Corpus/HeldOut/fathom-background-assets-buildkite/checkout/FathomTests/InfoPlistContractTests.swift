import XCTest

/// Keys App Store Connect validation requires once the app embeds a Background Assets
/// downloader extension. Checked against the BUILT app's Info.plist.
final class InfoPlistContractTests: XCTestCase {

    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBackgroundAssetsManifestDeclared() throws {
        XCTAssertNotNil(info["BAManifestURL"] as? String)
        XCTAssertNotNil(info["BAMaxInstallSize"] as? Int)
    }

    func testBackgroundAssetsRestrictionsDeclared() throws {
        let restrictions = try XCTUnwrap(info["BAInitialDownloadRestrictions"] as? [String: Any])
        XCTAssertNotNil(restrictions["BADownloadAllowance"] as? Int)
        XCTAssertNotNil(restrictions["BADownloadDomainAllowList"] as? [String])
        XCTAssertNotNil(restrictions["BAEssentialDownloadAllowance"] as? Int,
                        "the downloader extension requires BAInitialDownloadRestrictions.BAEssentialDownloadAllowance in the app's Info.plist")
        XCTAssertNotNil(info["BAEssentialMaxInstallSize"] as? Int, "BAEssentialMaxInstallSize missing")
    }
}
