import Foundation

public struct ReminderDefaults {
    public static let reminderHourKey = "reminder.hour"
    private let store: UserDefaults

    public init(store: UserDefaults = .standard) {
        self.store = store
    }

    public var reminderHour: Int {
        get { store.object(forKey: Self.reminderHourKey) as? Int ?? 20 }
        nonmutating set { store.set(newValue, forKey: Self.reminderHourKey) }
    }
}
