import XCTest
@testable import Thornbury

/// Guards the values that travel build setting -> xcconfig -> Info.plist -> runtime.
/// Xcode's xcconfig parser treats an unescaped `//` as the start of a comment, even in the
/// middle of a value, so a URL must be written as `https:/$()/host/...` there.
final class BuildSettingsConfigurationTests: XCTestCase {
    private func infoValue(_ key: String) -> String? {
        Bundle.main.object(forInfoDictionaryKey: key) as? String
    }

    func testEnvironmentIsResolved() {
        XCTAssertEqual(infoValue("ThornburyEnvironment"), "staging")
    }

    func testSuggestHostIsResolved() {
        XCTAssertEqual(infoValue("ThornburySuggestHost"), "suggest.thornbury.app")
    }

    func testWallpaperBaseURLSurvivesXcconfigParsing() {
        XCTAssertEqual(infoValue("ThornburyWallpaperBaseURL"), "https://cdn.thornbury.app/static/wallpapers",
                       "ThornburyWallpaperBaseURL was cut at '//' - escape it as https:/$()/ in the xcconfig")
    }
}
