import Foundation

struct ImportInbox {
    static var groupId: String {
        Bundle.main.object(forInfoDictionaryKey: "AppGroupId") as? String ?? ""
    }

    func drain() -> [String] {
        let defaults = UserDefaults(suiteName: Self.groupId)
        let items = defaults?.stringArray(forKey: "HarborShareKey") ?? []
        defaults?.removeObject(forKey: "HarborShareKey")
        HarborLog.importer.info("read \(items.count) items from \(Self.groupId)")
        return items
    }
}
