import Foundation

/// Storage shared between the VaultKey app and its share extension through the app group.
public final class SharedStore {
    public static let appGroup = "group.com.vaultkey.shared"

    public let containerURL: URL
    private let defaults: UserDefaults

    public init(fileManager: FileManager = .default) {
        // The app group is granted by com.apple.security.application-groups in
        // VaultKeyShare.entitlements; without it the container lookup returns nil.
        guard let url = fileManager.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup),
              let defaults = UserDefaults(suiteName: Self.appGroup) else {
            fatalError("App group container unavailable for \(Self.appGroup)")
        }
        self.containerURL = url
        self.defaults = defaults
    }

    public func enqueue(_ item: PendingItem) throws {
        let inbox = containerURL.appendingPathComponent("inbox", isDirectory: true)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(item)
        try data.write(to: inbox.appendingPathComponent("\(item.id).json"), options: .atomic)
        defaults.set(Date(), forKey: "lastShareAt")
    }
}
