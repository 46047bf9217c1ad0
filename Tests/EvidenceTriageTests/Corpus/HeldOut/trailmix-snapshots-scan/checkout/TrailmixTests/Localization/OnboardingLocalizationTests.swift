//
//  OnboardingLocalizationTests.swift
//  TrailmixTests
//

import XCTest
@testable import TrailmixUI

final class OnboardingLocalizationTests: XCTestCase {

    private func string(_ key: String, _ localization: String) -> String {
        let bundle = TrailmixUIResources.bundle
        guard let path = bundle.path(forResource: localization, ofType: "lproj"),
              let localized = Bundle(path: path) else {
            return bundle.localizedString(forKey: key, value: nil, table: "Onboarding")
        }
        return localized.localizedString(forKey: key, value: nil, table: "Onboarding")
    }

    func testEnglishWelcomeTitleIsNotKey() {
        XCTAssertNotEqual(string("onboarding.welcome.title", "en"), "")
    }

    func testGermanWelcomeTitle() {
        XCTAssertEqual(string("onboarding.welcome.title", "de"), "Willkommen bei Trailmix")
    }
}
