import XCTest
@testable import Brindle

final class A11yDescriptionTests: XCTestCase {
    func testButtonVoiceOverText() {
        let description = A11yDescription(label: "Share", trait: .button, value: nil)
        XCTAssertEqual(description.voiceOverText, "Share. Button.")
    }
}
