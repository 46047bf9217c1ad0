import Foundation
import Testing
@testable import Bramble

@Suite struct FrostAlertDecodingTests {
    @Test func decodesFrostWarning() throws {
        let data = try Fixture.data("forecast-frost-warning.json")
        let forecast = try JSONDecoder.bramble.decode(Forecast.self, from: data)
        #expect(forecast.alerts.first?.kind == .frost)
    }
}
