import Foundation

enum FixtureLoader {
    static func data(named name: String, in bundle: Bundle) -> Data {
        let url = bundle.url(forResource: name, withExtension: "json")!
        return try! Data(contentsOf: url)
    }
}
