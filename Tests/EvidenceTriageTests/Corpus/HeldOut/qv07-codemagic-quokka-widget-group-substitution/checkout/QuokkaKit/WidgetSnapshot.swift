import Foundation

public enum WidgetSnapshot {
    public static let groupID = "group.app.quokka.wallet"

    public static func load() -> (balance: String, lastSync: Date)? {
        guard let d = UserDefaults(suiteName: groupID),
              FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID) != nil,
              let balance = d.string(forKey: "balance") else { return nil }
        return (balance, Date(timeIntervalSince1970: d.double(forKey: "lastSync")))
    }
}
