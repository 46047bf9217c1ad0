import Testing
@testable import Homestead

@Suite struct BatteryLevelSensorTests {
    @Test func unitIsPercent() {
        #expect(BatteryLevelSensor(level: 0.5).unit == "%")
    }

    @Test func levelReportedAsPercent() {
        let sensor = BatteryLevelSensor(level: 0.8)
        #expect(sensor.state == "80")
    }
}
