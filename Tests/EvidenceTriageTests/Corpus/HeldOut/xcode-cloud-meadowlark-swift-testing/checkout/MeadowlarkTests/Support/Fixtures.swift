import Foundation

enum Fixtures {
    private final class Marker {}
    static let bundle = Bundle(for: Marker.self)

    /// Copies a fixture into a fresh scratch directory so migrations never touch the bundled file.
    static func copy(_ name: String) throws -> URL {
        guard let source = bundle.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else { throw CocoaError(.fileNoSuchFile) }
        let target = scratchURL(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    static func scratchURL(_ name: String) -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }
}
