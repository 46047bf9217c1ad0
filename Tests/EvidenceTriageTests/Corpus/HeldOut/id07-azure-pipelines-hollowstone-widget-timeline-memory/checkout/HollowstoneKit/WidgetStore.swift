import Foundation
import RealmSwift

/// Read-only view of the app's Realm for the widget extension (30 MB memory limit).
struct WidgetStore {
    let realm: Realm

    static func open() -> WidgetStore {
        let url = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: "group.com.hollowstone.app")!
            .appendingPathComponent("library.realm")
        // Same configuration as the app: every model type in the schema.
        let configuration = Realm.Configuration(fileURL: url, readOnly: true)
        return WidgetStore(realm: try! Realm(configuration: configuration))
    }

    func latestFavorites(limit: Int) -> [Favorite] {
        Array(realm.objects(Favorite.self).sorted(byKeyPath: "addedAt", ascending: false).prefix(limit))
    }
}
