import Testing
import Foundation
@testable import Halyard

struct TideTableTests {
    @Test func highTidesOrdered() {
        let t = { (h: Double) in Date(timeIntervalSince1970: h * 3600) }
        let events = [TideEvent(time: t(5), heightMetres: 4.1, isHigh: true),
                      TideEvent(time: t(11), heightMetres: 0.9, isHigh: false),
                      TideEvent(time: t(17), heightMetres: 4.4, isHigh: true)]
        #expect(TideTable.highTides(events).map(\.time) == [t(5), t(17)])
    }

    @Test func lowTidesExcluded() {
        let events = [TideEvent(time: .now, heightMetres: 0.4, isHigh: false)]
        #expect(TideTable.highTides(events).isEmpty)
    }
}
