import Foundation

/// Loads the bundled vector style used when the device has no connectivity.
enum OfflineStyleLoader {
    static let bundledStyleName = "trail-style"

    static func bundledStyleURL(in bundle: Bundle = .main) -> URL? {
        bundle.url(forResource: bundledStyleName, withExtension: "json")
    }

    static func loadBundledStyle(in bundle: Bundle = .main) throws -> Data {
        guard let url = bundledStyleURL(in: bundle) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }
}
