import Foundation
import Testing
@testable import AshgroveKit

@Suite struct ForecastClientTests {
    let session: URLSession = {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [MockURLProtocol.self]
        return URLSession(configuration: config)
    }()

    @Test func decodesHourlyForecast() async throws {
        MockURLProtocol.handler = { _ in (200, try Fixture.data("hourly-oslo.json")) }
        let forecast = try await ForecastClient(session: session).hourly(lat: 59.91, lon: 10.75)
        #expect(forecast.hours.count == 48)
    }

    @Test func retriesOnceOn503() async throws {
        let counter = RequestCounter()
        MockURLProtocol.handler = { _ in
            counter.increment()
            return counter.value == 1 ? (503, Data()) : (200, try Fixture.data("hourly-oslo.json"))
        }
        _ = try await ForecastClient(session: session, maxRetries: 1).hourly(lat: 59.91, lon: 10.75)
        #expect(counter.value == 2)
    }

    @Test func surfacesServerErrorAfterRetry() async throws {
        MockURLProtocol.handler = { _ in (503, Data()) }
        await #expect(throws: ForecastError.server(status: 503)) {
            _ = try await ForecastClient(session: session, maxRetries: 1).hourly(lat: 59.91, lon: 10.75)
        }
    }
}
