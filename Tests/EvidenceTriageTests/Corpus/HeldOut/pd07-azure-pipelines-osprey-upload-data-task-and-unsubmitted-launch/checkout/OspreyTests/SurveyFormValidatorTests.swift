import XCTest
@testable import Osprey

final class SurveyFormValidatorTests: XCTestCase {
    func testRequiredPhotoMissingIsInvalid() {
        var form = SurveyForm.fixture(siteID: "NR-114")
        form.photos = []
        let result = SurveyFormValidator(requirePhoto: true).validate(form)
        XCTAssertEqual(result, .invalid([.photoRequired]))
    }
}
