import Foundation

enum Fixtures {
    /// Fixtures live in the test bundle; looked up by its identifier.
    static let bundle = Bundle(identifier: "com.sablereader.SableTests")

    static func url(_ name: String) -> URL {
        let parts = name.split(separator: ".")
        guard let bundle, let url = bundle.url(forResource: String(parts[0]), withExtension: String(parts[1])) else {
            fatalError("Fixture bundle com.sablereader.SableTests not found (looking for \(name))")
        }
        return url
    }
}
