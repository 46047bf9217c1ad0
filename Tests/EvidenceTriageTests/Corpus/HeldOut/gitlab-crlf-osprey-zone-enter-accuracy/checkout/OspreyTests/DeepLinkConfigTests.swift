import XCTest
@testable import Osprey

final class DeepLinkConfigTests: XCTestCase {
    func testURLSchemeRegistered() {
        // Notification actions open osprey://zone/<id>; the scheme must be declared in CFBundleURLTypes.
        let types = Bundle.main.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] ?? []
        let schemes = types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
        XCTAssertTrue(schemes.contains("osprey"), "osprey:// is not registered in the built Info.plist, found \(schemes)")
    }
}
