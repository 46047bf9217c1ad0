import XCTest
@testable import Runner

/// UIKit only persists `session.stateRestorationActivity` when its activity type is
/// listed in NSUserActivityTypes. The Flutter engine builds that activity with the
/// scene configuration name as its type.
final class SceneRestorationConfigTests: XCTestCase {
    func testSceneConfigurationNameIsADeclaredActivityType() throws {
        let info = Bundle.main.infoDictionary ?? [:]
        let manifest = try XCTUnwrap(info["UIApplicationSceneManifest"] as? [String: Any])
        let roles = try XCTUnwrap(manifest["UISceneConfigurations"] as? [String: [[String: Any]]])
        let name = try XCTUnwrap(roles["UIWindowSceneSessionRoleApplication"]?.first?["UISceneConfigurationName"] as? String)
        let types = info["NSUserActivityTypes"] as? [String] ?? []
        XCTAssertTrue(types.contains(name), "NSUserActivityTypes \(types) does not list scene configuration \"\(name)\"")
    }
}
