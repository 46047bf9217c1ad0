import XCTest
@testable import Harbormark

final class ViewMaskingTests: XCTestCase {
    func testMasksTextFieldsWhenMaskAllTextInputs() {
        let masking = ViewMasking(maskAllTextInputs: true)
        XCTAssertTrue(masking.shouldMask(UITextField()))
    }
}
