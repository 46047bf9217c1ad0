import Foundation

/// App <-> widget data, in the app group's defaults.
final class SharedStore {
    static let suiteName = "group.com.larder.shared"
    static let appGroup = SharedStore(defaults: UserDefaults(suiteName: suiteName)!)

    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var items: [PantryItem] {
        get { (try? JSONDecoder().decode([PantryItem].self, from: defaults.data(forKey: "items") ?? Data())) ?? [] }
        set { defaults.set(try? JSONEncoder().encode(newValue), forKey: "items") }
    }

    var lastTimelineBuild: Date? {
        get { defaults.object(forKey: "lastTimelineBuild") as? Date }
        set { defaults.set(newValue, forKey: "lastTimelineBuild") }
    }
}
