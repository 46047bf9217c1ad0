import Foundation

enum ResourceHelper {
    private final class Token {}

    /// Fixtures live next to the sources in OaklineTests/Fixtures; walk up from the test bundle to find them.
    static func url(forResource name: String, withExtension ext: String) -> URL {
        let bundle = Bundle(for: Token.self)
        let fixtures = Bundle(path: "\(bundle.bundlePath)/../../../../OaklineTests/Fixtures")!
        return fixtures.url(forResource: name, withExtension: ext)!
    }
}
