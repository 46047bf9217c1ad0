//
//  OnboardingTests.swift
//  TrailheadEarlGreyTests
//

import EarlGrey
import XCTest
@testable import Trailhead

final class OnboardingTests: XCTestCase {

  override func setUp() {
    super.setUp()
    AppHarness.resetToFreshInstall()
    AppHarness.present(OnboardingFlow.makeRoot())
  }

  func testWelcomeTitleIsVisible() {
    EarlGrey.selectElement(with: grey_accessibilityID("welcome.title"))
      .assert(grey_sufficientlyVisible())
  }

  func testSignInButtonIsVisible() {
    EarlGrey.selectElement(with: grey_accessibilityID("welcome.signIn"))
      .assert(grey_enabled())
  }

  func testContinueAdvancesToPermissions() {
    EarlGrey.selectElement(with: grey_accessibilityID("welcome.continue"))
      .perform(grey_tap())
    EarlGrey.selectElement(with: grey_accessibilityID("permissions.locationToggle"))
      .assert(grey_sufficientlyVisible())
  }
}
