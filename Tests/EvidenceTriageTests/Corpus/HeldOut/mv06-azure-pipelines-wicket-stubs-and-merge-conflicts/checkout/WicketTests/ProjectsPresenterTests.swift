import XCTest
import OHHTTPStubs
import OHHTTPStubsSwift
@testable import Wicket

final class ProjectsPresenterTests: XCTestCase {
    var sut: ProjectsPresenter!

    override func setUp() {
        super.setUp()
        stub(condition: isPath("/v1/projects")) { _ in
            HTTPStubsResponse(jsonObject: [["id": 1, "name": "Roof"], ["id": 2, "name": "Porch"]], statusCode: 200, headers: nil)
        }
        sut = ProjectsPresenter(client: APIClient(session: .shared))
    }

    override func tearDown() { HTTPStubs.removeAllStubs(); super.tearDown() }

    func testFetchProjectsPopulatesState() {
        sut.fetchProjects()   // async: returns before the stubbed response arrives
        XCTAssertEqual(sut.state.projects.count, 2)
    }
}
