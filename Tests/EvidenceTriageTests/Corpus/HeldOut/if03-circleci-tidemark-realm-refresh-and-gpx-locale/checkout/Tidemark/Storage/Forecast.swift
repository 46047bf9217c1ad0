import RealmSwift

final class Forecast: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var stationID: String
    @Persisted var validFrom: Date
    @Persisted var heightMetres: Double
    @Persisted var windKnots: Double
    @Persisted var swellPeriod: Double          // added in 4.8 for the surf view
}

final class Station: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var name: String
    @Persisted var lastRefreshed: Date?
    @Persisted var predictions = List<Prediction>()
}

final class Prediction: EmbeddedObject {
    @Persisted var time: Date
    @Persisted var heightMetres: Double
    @Persisted var isHighWater: Bool
}
