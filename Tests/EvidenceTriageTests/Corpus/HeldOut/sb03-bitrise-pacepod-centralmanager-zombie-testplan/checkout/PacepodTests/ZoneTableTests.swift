import Testing
@testable import Pacepod

@Suite struct ZoneTableTests {
    @Test func zoneBoundariesForMaxHR190() {
        let table = ZoneTable(maxHeartRate: 190)
        #expect(table.upperBound(zone: 2) == 133)
        #expect(table.upperBound(zone: 4) == 171)
    }
}
