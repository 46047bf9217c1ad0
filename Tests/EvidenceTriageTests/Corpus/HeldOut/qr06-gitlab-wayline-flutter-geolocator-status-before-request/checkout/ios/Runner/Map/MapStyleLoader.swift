import Foundation

enum MapStyleLoader {
    enum LoadError: Error { case resourceNotFound(String) }

    static func json(named name: String, bundle: Bundle = .main) throws -> Data {
        guard let url = bundle.url(forResource: name, withExtension: "json") else {
            throw LoadError.resourceNotFound(name + ".json")
        }
        return try Data(contentsOf: url)
    }
}
