import Foundation

private final class FixtureBundleToken {}

enum FixtureLoader {
    struct MissingFixture: Error, CustomStringConvertible {
        let name: String
        var description: String { "fixture \(name) not found: QuaysideManifestTestFixtures.bundle is not in the test bundle" }
    }

    /// CocoaPods copies the test spec's resource bundle into the .xctest bundle.
    static func data(_ name: String) throws -> Data {
        let testBundle = Bundle(for: FixtureBundleToken.self)
        guard let url = testBundle.url(forResource: "QuaysideManifestTestFixtures", withExtension: "bundle"),
              let fixtures = Bundle(url: url),
              let file = fixtures.url(forResource: name, withExtension: "json") else {
            throw MissingFixture(name: name + ".json")
        }
        return try Data(contentsOf: file)
    }
}
