import Foundation

enum Fixtures {
    private final class Marker {}

    static func data(_ name: String) -> Data {
        let url = Bundle(for: Marker.self).url(forResource: name, withExtension: "json")!
        return try! Data(contentsOf: url)
    }
}
