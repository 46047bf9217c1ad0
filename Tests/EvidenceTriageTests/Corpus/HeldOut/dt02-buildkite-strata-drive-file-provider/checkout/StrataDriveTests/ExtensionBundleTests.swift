import XCTest

/// Guards for the extension embedded in the built app bundle (PlugIns/).
final class ExtensionBundleTests: XCTestCase {

    private var appex: Bundle {
        let url = Bundle.main.builtInPlugInsURL!.appendingPathComponent("StrataFileProvider.appex")
        return Bundle(url: url)!
    }

    func testFileProviderIsEmbedded() {
        XCTAssertEqual(appex.bundleIdentifier, "com.stratacloud.drive.FileProvider")
    }

    func testFileProviderVersionMatchesHost() {
        let host = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        let ext = appex.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        XCTAssertEqual(ext, host, "iOS will not load a File Provider whose version differs from the app's")
    }

    func testFileProviderBuildNumberMatchesHost() {
        let host = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        let ext = appex.object(forInfoDictionaryKey: "CFBundleVersion") as? String
        XCTAssertEqual(ext, host)
    }
}
