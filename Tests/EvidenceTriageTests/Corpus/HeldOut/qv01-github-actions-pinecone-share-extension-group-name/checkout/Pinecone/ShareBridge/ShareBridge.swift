import Foundation
import UIKit

enum ShareBridgeError: Error {
    case noGroupContainer(String)
}

/// Host-app side of the share extension hand-off (vendored from the share-menu module).
final class ShareBridge {
    static let shared = ShareBridge()

    var hostGroupID: String {
        "group.\(Bundle.main.bundleIdentifier!)"
    }

    func getInitialShare() -> SharedItem? {
        guard let defaults = UserDefaults(suiteName: hostGroupID),
              FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: hostGroupID) != nil else {
            NSLog("[ShareBridge] containerURL(forSecurityApplicationGroupIdentifier: %@) returned nil", hostGroupID)
            return nil
        }
        guard let data = defaults.data(forKey: "share.inbox") else { return nil }
        return try? JSONDecoder().decode(SharedItem.self, from: data)
    }

    func copyIntoGroupContainer(_ url: URL) throws -> URL {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: hostGroupID) else {
            throw ShareBridgeError.noGroupContainer(hostGroupID)
        }
        let dest = container.appendingPathComponent("Inbox", isDirectory: true).appendingPathComponent(url.lastPathComponent)
        try FileManager.default.createDirectory(at: dest.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url, to: dest)
        return dest
    }
}
