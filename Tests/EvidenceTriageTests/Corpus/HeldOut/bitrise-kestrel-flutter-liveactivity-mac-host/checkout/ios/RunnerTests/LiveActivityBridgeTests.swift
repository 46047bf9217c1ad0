import Flutter
import XCTest
import live_activities
@testable import Runner

/// The Dart side asks `areActivitiesEnabled` before offering "Follow this flight".
/// The answer must be a Bool on every host the app ships to (iPhone, iPad, Apple silicon Mac).
final class LiveActivityBridgeTests: XCTestCase {
    private func call(_ method: String, _ args: Any? = nil) -> Any? {
        let plugin = LiveActivitiesPlugin()
        var answer: Any?
        let done = expectation(description: method)
        plugin.handle(FlutterMethodCall(methodName: method, arguments: args)) { result in
            answer = result
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
        return answer
    }

    func testAreActivitiesEnabledAnswersOnEveryHost() {
        let answer = call("areActivitiesEnabled")
        XCTAssertNotNil(answer as? Bool, "areActivitiesEnabled must answer true/false, got \(String(describing: answer))")
    }

    func testGetAllActivitiesIdsIsEmptyAtLaunch() {
        XCTAssertEqual(call("getAllActivitiesIds") as? [String], [])
    }
}
