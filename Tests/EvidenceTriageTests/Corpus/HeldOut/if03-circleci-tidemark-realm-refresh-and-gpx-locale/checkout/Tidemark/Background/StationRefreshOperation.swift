import Foundation
import RealmSwift

/// Body of the `com.tidemark.app.predictions-refresh` app refresh task:
/// downloads the next 48 h of predictions for every saved station.
final class StationRefreshOperation: Operation, @unchecked Sendable {
    private let api: TidesAPI
    private let realm: Realm

    init(api: TidesAPI = .shared, realm: Realm) {
        self.api = api
        self.realm = realm
        super.init()
    }

    override func main() {
        let stations = realm.objects(Station.self)
        for station in stations where !isCancelled {
            guard let predictions = try? api.predictionsSync(for: station.id, hours: 48) else { continue }
            try? realm.write {
                station.predictions.removeAll()
                station.predictions.append(objectsIn: predictions)
                station.lastRefreshed = .now
            }
        }
    }
}
