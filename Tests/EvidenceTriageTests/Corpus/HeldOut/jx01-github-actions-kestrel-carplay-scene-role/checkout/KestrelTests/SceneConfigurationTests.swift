import XCTest
import UIKit
import CarPlay
@testable import Kestrel

final class SceneConfigurationTests: XCTestCase {

    func testPhoneRoleResolvesPhoneSceneDelegate() {
        let config = SceneConfigurationResolver.configuration(for: .windowApplication)
        XCTAssertEqual(config.name, "Default Configuration")
        XCTAssertTrue(config.delegateClass == PhoneSceneDelegate.self)
    }

    func testCarPlayRoleResolvesCarPlaySceneDelegate() {
        let config = SceneConfigurationResolver.configuration(for: .carTemplateApplication)
        XCTAssertEqual(config.delegateClass.map { String(reflecting: $0) },
                       String(reflecting: CarPlaySceneDelegate.self),
                       "CPTemplateApplicationSceneSessionRoleApplication must get the CarPlay scene delegate")
    }

    func testCarPlayRoleUsesManifestConfigurationName() {
        let config = SceneConfigurationResolver.configuration(for: .carTemplateApplication)
        XCTAssertEqual(config.name, "CarPlay Configuration")
    }

    func testManifestDeclaresCarPlayRole() throws {
        let manifest = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") as? [String: Any])
        let configs = try XCTUnwrap(manifest["UISceneConfigurations"] as? [String: Any])
        XCTAssertNotNil(configs["CPTemplateApplicationSceneSessionRoleApplication"])
    }
}
