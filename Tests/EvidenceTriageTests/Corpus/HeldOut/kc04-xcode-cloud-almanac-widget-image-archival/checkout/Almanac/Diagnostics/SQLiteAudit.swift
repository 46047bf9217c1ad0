import Foundation

/// DEBUG-only guard: every SQLite database the app and its widgets open must live in the
/// shared app-group container, otherwise the widget extension reads a different copy.
enum SQLiteAudit {
    static func run(fileManager: FileManager = .default) {
        #if DEBUG
        let shared = fileManager.containerURL(forSecurityApplicationGroupIdentifier: "group.com.almanac.app")!
        let library = fileManager.urls(for: .libraryDirectory, in: .userDomainMask)[0]
        let enumerator = fileManager.enumerator(at: library, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["sqlite", "db"].contains(url.pathExtension) else { continue }
            if !url.path.hasPrefix(shared.path) {
                assertionFailure("Unexpected SQLite database outside the shared container: \(url.path)")
            }
        }
        #endif
    }
}
