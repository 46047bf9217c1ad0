import XCTest
@testable import Copperleaf

final class AccountOnboardingTests: XCTestCase {
    func testFirstExportMarksOnboardingDone() {
        let onboarding = OnboardingState()
        ExportService.shared.exportNow()      // writes lastExportDate into UserDefaults.standard
        XCTAssertTrue(onboarding.hasExported)
    }
}
