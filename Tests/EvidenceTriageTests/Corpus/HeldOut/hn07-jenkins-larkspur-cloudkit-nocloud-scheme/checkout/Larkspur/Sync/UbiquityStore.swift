import Foundation

/// Where exported recipe bundles (.larkspur files) live so the Mac app sees them.
final class UbiquityStore {
    private let fileManager: FileManager
    private(set) var rootURL: URL?

    init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
        if let container = fileManager.url(forUbiquityContainerIdentifier: CloudSyncEngine.containerIdentifier) {
            rootURL = container.appendingPathComponent("Documents/Recipes", isDirectory: true)
        } else {
            // No container (simulator, signed out): keep working in a local folder.
            rootURL = fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("iCloud/Recipes", isDirectory: true)
        }
    }

    var isAvailable: Bool { rootURL != nil }
}
