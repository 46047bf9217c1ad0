import RealmSwift
import XCTest
@testable import Tidemark

final class StationRefreshOperationTests: XCTestCase {
    func testRefreshWritesFetchedPredictions() throws {
        let config = Realm.Configuration(inMemoryIdentifier: name, objectTypes: [Forecast.self, Station.self, Prediction.self])
        let realm = try Realm(configuration: config)
        try realm.write { realm.add(Station(value: ["id": "0240", "name": "Newlyn"])) }

        let op = StationRefreshOperation(api: StubTidesAPI(predictions: 12), realm: realm)
        RefreshScheduler.queue.addOperations([op], waitUntilFinished: true)

        let station = try XCTUnwrap(realm.object(ofType: Station.self, forPrimaryKey: "0240"))
        XCTAssertEqual(station.predictions.count, 12)
    }
}
