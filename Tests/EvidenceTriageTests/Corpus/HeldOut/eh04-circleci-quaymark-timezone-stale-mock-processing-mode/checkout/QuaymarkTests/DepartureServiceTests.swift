import Mocker
import XCTest
@testable import Quaymark

final class DepartureServiceTests: XCTestCase {
    private var service: DepartureService!

    override func setUp() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [MockingURLProtocol.self]
        service = DepartureService(session: URLSession(configuration: configuration))
        Mock(url: URL(string: "https://api.quaymark.example/v1/harbours/BGO/departures")!,
             contentType: .json, statusCode: 200,
             data: [.get: try! Data(contentsOf: Fixtures.url("departures-bgo.json"))]).register()
    }

    func testFetchesTodaysDepartures() async throws {
        let departures = try await service.todaysDepartures(from: .bergen)
        XCTAssertEqual(departures.map(\.route), [.bergenStavanger, .bergenHaugesund, .bergenStavanger])
    }
}
