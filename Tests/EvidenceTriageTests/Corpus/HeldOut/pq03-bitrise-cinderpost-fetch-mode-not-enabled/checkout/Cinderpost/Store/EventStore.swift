import RealmSwift

final class EventStore {
    static let shared = EventStore(configuration: .defaultConfiguration)
    private let configuration: Realm.Configuration

    init(configuration: Realm.Configuration) { self.configuration = configuration }

    func insert(_ events: [EventDTO]) throws {
        let realm = try Realm(configuration: configuration)
        try realm.write {
            for dto in events {
                realm.add(Event(dto: dto))   // no primary-key upsert
            }
        }
    }

    func allEvents() -> [Event] {
        (try? Realm(configuration: configuration)).map { Array($0.objects(Event.self)) } ?? []
    }
}
