import XCTest
@testable import Tern

final class SurveyUploadRequestTests: XCTestCase {
    func testUploadRequestTargetsSurveyEndpoint() throws {
        let survey = Survey.fixture(id: "S-2207", sightings: 3)
        let request = try XCTUnwrap(SurveyUploadRequest(survey: survey, environment: .current).urlRequest)
        XCTAssertEqual(request.url?.path, "/v2/surveys/S-2207/sightings")
        XCTAssertEqual(request.httpMethod, "PUT")
    }

    func testUploadBodyIsGzipped() throws {
        let body = try SurveyUploadRequest.encodeBody(Survey.fixture(id: "S-1", sightings: 1))
        XCTAssertEqual(body.prefix(2), Data([0x1f, 0x8b]))
    }
}
