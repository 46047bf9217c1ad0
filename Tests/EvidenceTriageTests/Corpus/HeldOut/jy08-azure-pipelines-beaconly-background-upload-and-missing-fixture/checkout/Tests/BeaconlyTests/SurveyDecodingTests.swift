import XCTest
@testable import Beaconly

final class SurveyDecodingTests: XCTestCase {
    func testDecodesLocalSurveyFixture() throws {
        let survey = try JSONDecoder().decode(Survey.self, from: Fixtures.data("local_survey"))
        XCTAssertEqual(survey.questions.count, 3)
    }

    func testDecodesRemoteSurveyFixture() throws {
        let survey = try JSONDecoder().decode(Survey.self, from: Fixtures.data("remote_survey"))
        XCTAssertEqual(survey.targeting.flags, ["beta-cohort"])
    }
}
