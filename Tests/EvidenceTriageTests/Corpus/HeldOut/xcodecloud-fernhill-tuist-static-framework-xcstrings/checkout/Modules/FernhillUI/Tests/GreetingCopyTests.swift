import XCTest
@testable import FernhillUI

final class GreetingCopyTests: XCTestCase {
    private func bundle(for language: String) throws -> Bundle {
        let path = try XCTUnwrap(FernhillUIResources.bundle.path(forResource: language, ofType: "lproj"),
                                 "no \(language).lproj in \(FernhillUIResources.bundle.bundleURL.lastPathComponent); localizations: \(FernhillUIResources.bundle.localizations)")
        return try XCTUnwrap(Bundle(path: path))
    }

    func testEnglishWelcomeTitle() {
        XCTAssertEqual(GreetingCopy.welcomeTitle(locale: Locale(identifier: "en")), "Welcome back")
    }

    func testGermanWelcomeTitle() throws {
        let title = GreetingCopy.welcomeTitle(locale: Locale(identifier: "de"))
        XCTAssertEqual(title, "Willkommen zurück")
        _ = try bundle(for: "de")
    }

    func testFrenchPlantCountPlural() throws {
        let text = GreetingCopy.plantCount(3, locale: Locale(identifier: "fr"))
        XCTAssertEqual(text, "3 plantes")
    }
}
