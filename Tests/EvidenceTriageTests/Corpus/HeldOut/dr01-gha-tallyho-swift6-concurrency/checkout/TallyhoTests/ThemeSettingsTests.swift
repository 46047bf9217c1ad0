//
//  ThemeSettingsTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

@MainActor
final class ThemeSettingsTests: XCTestCase {
    private let suite = "ThemeSettingsTests"

    override func tearDown() async throws {
        UserDefaults().removePersistentDomain(forName: suite)
    }

    func testInitialAccentIsMeadow() {
        let model = ThemeSettingsModel(defaults: UserDefaults(suiteName: suite)!)
        XCTAssertEqual(model.accentName, "meadow")
    }

    func testDefaultsChangedOffMainRefreshesAccent() async {
        let defaults = UserDefaults(suiteName: suite)!
        let model = ThemeSettingsModel(defaults: defaults)

        // The widget extension and some system frameworks write shared
        // defaults from background threads; reproduce that here.
        await Task.detached {
            defaults.set("ember", forKey: "accentName")
        }.value

        await Task.yield()
        XCTAssertEqual(model.accentName, "ember")
    }
}
