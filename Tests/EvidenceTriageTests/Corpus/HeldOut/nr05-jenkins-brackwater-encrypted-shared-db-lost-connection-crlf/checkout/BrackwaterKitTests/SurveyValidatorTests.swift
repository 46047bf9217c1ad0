import XCTest
@testable import BrackwaterKit

final class SurveyValidatorTests: XCTestCase {
    func testRequiredPhotoMissing() throws {
        let survey = Survey.fixture(template: "hedgerow-v3", photos: [])
        XCTAssertEqual(SurveyValidator().problems(in: survey), [.missingPhoto(field: "boundary")])
    }
}
