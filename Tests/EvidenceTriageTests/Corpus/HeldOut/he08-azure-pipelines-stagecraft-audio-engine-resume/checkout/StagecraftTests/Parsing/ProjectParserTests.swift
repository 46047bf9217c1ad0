import XCTest
@testable import Stagecraft

final class ProjectParserTests: XCTestCase {
    func testParsesBroadcastAndWaitBrick() throws {
        let project = try ProjectParser().parse(Fixtures.data("broadcast-wait.xml"))
        let brick = project.scenes[0].objects[0].scripts[0].bricks[1]
        XCTAssertEqual(brick.type, .broadcastWait)
    }
}
