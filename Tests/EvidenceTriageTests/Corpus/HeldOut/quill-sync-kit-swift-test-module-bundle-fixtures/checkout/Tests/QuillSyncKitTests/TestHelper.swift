import Foundation

enum TestHelper {
    private final class Marker {}

    /// Works for the Xcode test target, which copies Fixtures/ into the .xctest bundle.
    static func loadTestData(named name: String) -> Data? {
        let bundle = Bundle(for: Marker.self)
        guard let url = bundle.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else { return nil }
        return try? Data(contentsOf: url)
    }
}
